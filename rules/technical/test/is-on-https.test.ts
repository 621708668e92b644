import { RuleTester } from "@svc/rule-tester"
import isOnHttps from "../src/rules/is-on-https"

new RuleTester().run(isOnHttps, {
  pass: [
    '<img src="/a.jpg"><script src="https://cdn.example/x.js"></script>',
    { name: "data: URLs are secure", html: '<img src="data:image/png;base64,AAAA">' },
    {
      name: "localhost is a secure context, as for Lighthouse",
      url: "http://127.0.0.1:8080/",
      html: '<img src="http://localhost:8080/a.jpg">',
    },
    {
      name: "upgrade-insecure-requests makes the browser ask for https://",
      headers: { "content-security-policy": "upgrade-insecure-requests" },
      html: '<script src="http://cdn.example/x.js"></script>',
    },
    {
      name: "links to http:// pages are not requests",
      html: '<a href="http://other.example/">Other</a><script type="text/template" src="http://x.example/t"></script>',
    },
  ],
  fail: [
    {
      html: "<p>x</p>",
      url: "http://example.com/",
      evidence: "The page is served over plain HTTP: http://example.com/.",
    },
    {
      name: "active and passive mixed content, each with its element and line",
      html: '<img src="http://cdn.example/a.jpg">\n<link rel="stylesheet" href="http://cdn.example/s.css">',
      evidence:
        "The HTTPS page on example.com loads 2 resource(s) over HTTP — blocked by browsers: http://cdn.example/s.css (<link>, line 2); upgraded or warned by browsers: http://cdn.example/a.jpg (<img>, line 1).",
      line: 1,
    },
    {
      name: "srcset candidates, video posters and frames count",
      html: '<p>a</p>\n<img src="/a.jpg" srcset="http://cdn.example/a2.jpg 2x"><iframe src="http://maps.example/"></iframe>',
      evidence: /loads 2 resource\(s\).*http:\/\/maps\.example\/ \(<iframe>, line 2\).*a2\.jpg/,
      line: 2,
    },
    {
      name: "an upgrade policy outside <head> is ignored",
      html: '<body><meta http-equiv="Content-Security-Policy" content="upgrade-insecure-requests"><script src="http://x.example/a.js"></script>',
      evidence: /blocked by browsers: http:\/\/x\.example\/a\.js/,
    },
  ],
})

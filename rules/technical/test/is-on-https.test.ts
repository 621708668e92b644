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
      reports: [{ messageId: "plainHttp", data: { url: "http://example.com/" } }],
    },
    {
      name: "active and passive mixed content, each with its element and line",
      html: '<img src="http://cdn.example/a.jpg">\n<link rel="stylesheet" href="http://cdn.example/s.css">',
      reports: [
        { messageId: "upgraded", line: 1, data: { url: "http://cdn.example/a.jpg", tag: "img" } },
        { messageId: "blocked", line: 2, data: { url: "http://cdn.example/s.css", tag: "link" } },
      ],
      line: 1,
    },
    {
      name: "srcset candidates, video posters and frames count",
      html: '<p>a</p>\n<img src="/a.jpg" srcset="http://cdn.example/a2.jpg 2x"><iframe src="http://maps.example/"></iframe>',
      reports: [
        { messageId: "upgraded", line: 2 },
        { messageId: "blocked", line: 2 },
      ],
      line: 2,
    },
    {
      name: "an upgrade policy outside <head> is ignored",
      html: '<body><meta http-equiv="Content-Security-Policy" content="upgrade-insecure-requests"><script src="http://x.example/a.js"></script>',
      reports: [{ messageId: "blocked" }],
    },
  ],
})

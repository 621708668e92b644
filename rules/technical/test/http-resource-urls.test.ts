import { RuleTester } from "@svc/rule-tester"
import httpResourceUrls from "../src/rules/http-resource-urls"

const upgrade = { "content-security-policy": "upgrade-insecure-requests; default-src https:" }

new RuleTester().run(httpResourceUrls, {
  pass: ['<img src="https://cdn.example/a.jpg"><img src="/b.jpg">'],
  fail: [],
  review: [
    {
      headers: upgrade,
      html: '<p>x</p>\n<img src="http://cdn.example/a.jpg">',
      evidence:
        "1 resource(s) are written as http:// and load only because the Content-Security-Policy header says upgrade-insecure-requests: http://cdn.example/a.jpg (line 2).",
      line: 2,
    },
    {
      name: "without the upgrade they load over HTTP (is-on-https fails and lists them)",
      html: '<script src="http://cdn.example/a.js"></script>',
      evidence: /written as http:\/\/ and load over HTTP/,
    },
  ],
  notApplicable: [{ url: "http://example.com/", html: '<img src="http://cdn.example/a.jpg">' }],
})

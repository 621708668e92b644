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
      reports: [{ messageId: "upgradedByHeader", line: 2, data: { url: "http://cdn.example/a.jpg" } }],
      line: 2,
    },
    {
      name: "a <meta> upgrade policy, every resource an item",
      html: `<head><meta http-equiv="Content-Security-Policy" content="upgrade-insecure-requests"></head>\n<img src="http://cdn.example/a.jpg">\n<img src="http://cdn.example/b.jpg">`,
      reports: [
        { messageId: "upgradedByMeta", line: 2 },
        { messageId: "upgradedByMeta", line: 3 },
      ],
    },
    {
      name: "without the upgrade they load over HTTP (is-on-https fails and lists them)",
      html: '<script src="http://cdn.example/a.js"></script>',
      reports: [{ messageId: "insecure", line: 1 }],
      hiddenBy: "is-on-https",
    },
  ],
  notApplicable: [{ url: "http://example.com/", html: '<img src="http://cdn.example/a.jpg">' }],
})

import { RuleTester } from "@svc/rule-tester"
import isOnHttps from "../src/rules/is-on-https"

new RuleTester().run(isOnHttps, {
  pass: [
    '<img src="/a.jpg"><script src="https://cdn.example/x.js"></script>',
    '<img src="data:image/png;base64,AAAA">',
  ],
  fail: [
    {
      html: "<p>x</p>",
      url: "http://example.com/",
      evidence: "The page is served over plain HTTP: http://example.com/.",
    },
    {
      html: '<img src="http://cdn.example/a.jpg"><link rel="stylesheet" href="http://cdn.example/s.css">',
      evidence:
        "The HTTPS page loads 2 resource(s) over HTTP: http://cdn.example/a.jpg, http://cdn.example/s.css.",
    },
  ],
})

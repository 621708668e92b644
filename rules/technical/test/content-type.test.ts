import { RuleTester } from "@svc/rule-tester"
import contentType from "../src/rules/content-type"

new RuleTester().run(contentType, {
  pass: ["<p>x</p>", { headers: { "content-type": "application/xhtml+xml" }, html: "<p>x</p>" }],
  fail: [
    {
      headers: { "content-type": "" },
      html: "<p>x</p>",
      evidence: "The response has no Content-Type header: browsers and crawlers have to guess what it is.",
    },
    {
      headers: { "content-type": "text/plain; charset=utf-8" },
      html: "<p>x</p>",
      evidence:
        'The page is served as "text/plain", not text/html: browsers may show its source or download it, and crawlers may not index it as a web page.',
    },
  ],
})

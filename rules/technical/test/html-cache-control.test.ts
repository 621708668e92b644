import { RuleTester } from "@svc/rule-tester"
import htmlCacheControl from "../src/rules/html-cache-control"

new RuleTester().run(htmlCacheControl, {
  pass: [{ headers: { "cache-control": "no-cache" }, html: "" }],
  fail: [
    {
      html: "",
      evidence:
        "The response has no Cache-Control header: browsers and CDNs guess how long to reuse the page (often a tenth of its age).",
    },
    {
      headers: { expires: "Thu, 01 Jan 2026 00:00:00 GMT" },
      html: "",
      evidence: /^The response has only Expires: Thu, 01 Jan 2026 00:00:00 GMT, no Cache-Control/,
    },
  ],
})

import { RuleTester } from "@svc/rule-tester"
import htmlCacheControl from "../src/rules/html-cache-control"

new RuleTester().run(htmlCacheControl, {
  pass: [{ headers: { "cache-control": "no-cache" }, html: "" }],
  fail: [
    {
      html: "",
      reports: [{ messageId: "missing" }],
    },
    {
      headers: { expires: "Thu, 01 Jan 2026 00:00:00 GMT" },
      html: "",
      evidence:
        "The response has only Expires: Thu, 01 Jan 2026 00:00:00 GMT, no Cache-Control: caches that prefer Cache-Control guess how long to reuse the page.",
      reports: [{ messageId: "onlyExpires" }],
    },
  ],
})

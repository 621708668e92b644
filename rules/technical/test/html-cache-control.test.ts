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
      reports: [{ messageId: "onlyExpires", data: { expires: "Thu, 01 Jan 2026 00:00:00 GMT" } }],
    },
  ],
})

import { RuleTester } from "@svc/rule-tester"
import cacheValidators from "../src/rules/cache-validators"

new RuleTester().run(cacheValidators, {
  pass: [
    { headers: { etag: '"abc"' }, html: "" },
    { headers: { "last-modified": "Wed, 21 Oct 2026 07:28:00 GMT" }, html: "" },
  ],
  fail: [
    {
      html: "",
      reports: [{ messageId: "noValidator" }],
    },
  ],
})

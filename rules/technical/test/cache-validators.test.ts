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
      evidence:
        "The response has neither ETag nor Last-Modified: browsers and crawlers cannot ask whether it changed, and download it whole every time.",
      reports: [{ messageId: "noValidator" }],
    },
  ],
})

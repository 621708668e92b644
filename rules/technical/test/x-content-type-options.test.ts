import { RuleTester } from "@svc/rule-tester"
import xContentTypeOptions from "../src/rules/x-content-type-options"

new RuleTester().run(xContentTypeOptions, {
  pass: [
    { headers: { "x-content-type-options": "nosniff" }, html: "" },
    { headers: { "x-content-type-options": "NoSniff, nosniff" }, html: "" },
  ],
  fail: [
    { html: "", reports: [{ messageId: "missing" }] },
    {
      headers: { "x-content-type-options": "no-sniff" },
      html: "",
      reports: [{ messageId: "invalid", data: { value: "no-sniff" } }],
    },
  ],
})

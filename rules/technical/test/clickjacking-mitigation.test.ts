import { RuleTester } from "@svc/rule-tester"
import clickjackingMitigation from "../src/rules/clickjacking-mitigation"

new RuleTester().run(clickjackingMitigation, {
  pass: [
    { headers: { "x-frame-options": "SAMEORIGIN" }, html: "" },
    { headers: { "x-frame-options": " deny " }, html: "" },
    { headers: { "content-security-policy": "frame-ancestors 'self' https://partner.example" }, html: "" },
  ],
  fail: [
    {
      html: "<p>x</p>",
      reports: [{ messageId: "unprotected" }],
    },
    {
      headers: { "x-frame-options": "ALLOW-FROM https://partner.example" },
      html: "",
      reports: [{ messageId: "invalidFrameOptions", data: { value: "ALLOW-FROM https://partner.example" } }],
    },
    {
      name: "frame-ancestors in a <meta> policy is ignored by browsers",
      html: `<head><meta http-equiv="Content-Security-Policy" content="frame-ancestors 'none'"></head>`,
      reports: [{ messageId: "unprotected" }],
    },
  ],
})

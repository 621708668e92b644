import { RuleTester } from "@svc/rule-tester"
import permissionsPolicy from "../src/rules/permissions-policy"

new RuleTester().run(permissionsPolicy, {
  pass: [
    {
      headers: { "permissions-policy": 'camera=(), geolocation=(self "https://maps.example"), fullscreen=*' },
      html: "",
    },
  ],
  fail: [
    { html: "", reports: [{ messageId: "missing" }] },
    {
      headers: { "feature-policy": "camera 'none'" },
      html: "",
      reports: [{ messageId: "onlyFeaturePolicy", data: { value: "camera 'none'" } }],
    },
    {
      name: "Feature-Policy syntax in Permissions-Policy",
      headers: { "permissions-policy": "camera 'none', microphone=()" },
      html: "",
      reports: [{ messageId: "invalidMember", subject: "camera 'none'" }],
    },
    {
      name: "every malformed member is an item",
      headers: { "permissions-policy": "camera 'none', microphone=(), geolocation self" },
      html: "",
      reports: [
        { messageId: "invalidMember", subject: "camera 'none'" },
        { messageId: "invalidMember", subject: "geolocation self" },
      ],
    },
  ],
})

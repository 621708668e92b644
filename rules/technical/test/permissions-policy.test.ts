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
    { html: "", evidence: "The response has no Permissions-Policy header." },
    {
      headers: { "feature-policy": "camera 'none'" },
      html: "",
      evidence:
        "Only the retired Feature-Policy header is sent (\"camera 'none'\"); current browsers read Permissions-Policy.",
    },
    {
      name: "Feature-Policy syntax in Permissions-Policy",
      headers: { "permissions-policy": "camera 'none', microphone=()" },
      html: "",
      evidence:
        "Permissions-Policy \"camera 'none', microphone=()\" is not valid structured syntax, so browsers ignore all of it: \"camera 'none'\".",
    },
  ],
})

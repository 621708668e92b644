import { RuleTester } from "@svc/rule-tester"
import referrerPolicy from "../src/rules/referrer-policy"

new RuleTester().run(referrerPolicy, {
  pass: [
    { name: "no policy: browsers default to strict-origin-when-cross-origin", html: "<p>x</p>" },
    { headers: { "referrer-policy": "no-referrer, strict-origin-when-cross-origin" }, html: "" },
    {
      name: "the last known token wins",
      headers: { "referrer-policy": "unsafe-url, strict-origin, made-up-policy" },
      html: "",
    },
  ],
  fail: [
    {
      headers: { "referrer-policy": "no-referrer-when-downgrade" },
      html: "",
      reports: [{ messageId: "leakyHeader", data: { policy: "no-referrer-when-downgrade" } }],
    },
    {
      name: "a <meta> policy overrides the header",
      headers: { "referrer-policy": "strict-origin" },
      html: '<head>\n<meta name="referrer" content="unsafe-url"></head>',
      reports: [{ messageId: "leakyMeta", line: 2 }],
      line: 2,
    },
  ],
})

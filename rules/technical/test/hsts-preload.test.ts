import { RuleTester } from "@svc/rule-tester"
import hstsPreload from "../src/rules/hsts-preload"

const hsts = (value: string) => ({ "strict-transport-security": value })

new RuleTester().run(hstsPreload, {
  pass: [{ headers: hsts("max-age=63072000; includeSubDomains; preload"), html: "" }],
  fail: [
    {
      headers: hsts("max-age=31536000"),
      html: "",
      reports: [{ messageId: "noIncludeSubDomains" }, { messageId: "noPreload" }],
    },
    {
      headers: hsts("max-age=600; includeSubDomains; preload"),
      html: "",
      reports: [{ messageId: "shortMaxAge" }],
    },
  ],
  notApplicable: ["<p>no header</p>"],
})

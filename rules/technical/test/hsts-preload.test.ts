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
      name: "a max-age too short to keep HTTPS",
      headers: hsts("max-age=600; includeSubDomains; preload"),
      html: "",
      reports: [{ messageId: "shortMaxAge" }],
      // Ten minutes of HTTPS is has-hsts's finding: this one is its symptom.
      hiddenBy: "has-hsts",
    },
  ],
  notApplicable: ["<p>no header</p>"],
})

import { RuleTester } from "@svc/rule-tester"
import hstsPreload from "../src/rules/hsts-preload"

const hsts = (value: string) => ({ "strict-transport-security": value })

new RuleTester().run(hstsPreload, {
  pass: [{ headers: hsts("max-age=63072000; includeSubDomains; preload"), html: "" }],
  fail: [
    {
      headers: hsts("max-age=31536000"),
      html: "",
      evidence:
        'Strict-Transport-Security "max-age=31536000" lacks includeSubDomains, preload: the first visit and subdomains stay open to downgrade attacks.',
    },
    {
      headers: hsts("max-age=600; includeSubDomains; preload"),
      html: "",
      evidence: /lacks max-age of at least 31536000:/,
    },
  ],
  notApplicable: ["<p>no header</p>"],
})

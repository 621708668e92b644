import { RuleTester } from "@svc/rule-tester"
import hasHsts from "../src/rules/has-hsts"

const hsts = (value: string) => ({ "strict-transport-security": value })

new RuleTester().run(hasHsts, {
  pass: [
    { headers: hsts("max-age=63072000; includeSubDomains; preload"), html: "<p>x</p>" },
    {
      name: "includeSubDomains and preload are only recommended, as for Lighthouse",
      headers: hsts("max-age=31536000"),
      html: "<p>x</p>",
    },
    {
      name: "directives are case- and space-insensitive",
      headers: hsts(" Max-Age = 31536000 ; PRELOAD"),
      html: "",
    },
  ],
  fail: [
    { html: "<p>x</p>", reports: [{ messageId: "missing" }] },
    {
      headers: hsts("max-age=86400; includeSubDomains"),
      html: "<p>x</p>",
      reports: [{ messageId: "shortMaxAge", data: { maxAge: "86400" } }],
    },
    {
      name: "a stray semicolon is invalid syntax for Lighthouse",
      headers: hsts("max-age=31536000;"),
      html: "",
      reports: [{ messageId: "emptyDirective" }],
    },
    {
      headers: hsts("includeSubDomains; always"),
      html: "",
      reports: [{ messageId: "noMaxAge" }, { messageId: "unknownDirective" }],
    },
  ],
})

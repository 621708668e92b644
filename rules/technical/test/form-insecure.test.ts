import { RuleTester } from "@svc/rule-tester"
import formInsecure from "../src/rules/form-insecure"

new RuleTester().run(formInsecure, {
  pass: [
    '<form action="/search"><input name="q"></form>',
    { name: "no action submits to the HTTPS page itself", html: "<form><input name=q></form>" },
    { name: "localhost is exempt", url: "http://localhost/", html: "<form></form>" },
  ],
  fail: [
    {
      html: '<p>Newsletter</p>\n<form action="http://mail.example/subscribe" method="post"></form>',
      evidence: "1 of 1 form(s) send their data over HTTP: http://mail.example/subscribe (line 2).",
      line: 2,
    },
    {
      name: "a form on an HTTP page",
      url: "http://shop.example/",
      html: "<form method=post><input name=card></form>",
      evidence: "1 of 1 form(s) send their data over HTTP: http://shop.example/ (line 1).",
    },
  ],
  notApplicable: ["<p>No forms.</p>"],
})

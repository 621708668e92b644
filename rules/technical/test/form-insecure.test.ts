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
      reports: [{ messageId: "insecure", line: 2, data: { url: "http://mail.example/subscribe" } }],
      line: 2,
    },
    {
      name: "every insecure form is an item",
      html: '<form action="/search"></form>\n<form action="http://a.example/"></form>\n<form action="http://b.example/"></form>',
      reports: [
        { messageId: "insecure", line: 2 },
        { messageId: "insecure", line: 3 },
      ],
    },
    {
      name: "a form on an HTTP page",
      url: "http://shop.example/",
      html: "<form method=post><input name=card></form>",
      reports: [{ messageId: "insecure", line: 1 }],
      // The whole page is on plain HTTP: is-on-https's finding, this one its symptom.
      hiddenBy: "is-on-https",
    },
  ],
  notApplicable: ["<p>No forms.</p>"],
})

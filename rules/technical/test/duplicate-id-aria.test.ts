import { RuleTester } from "@svc/rule-tester"
import duplicateIdAria from "../src/rules/duplicate-id-aria"

new RuleTester().run(duplicateIdAria, {
  pass: ['<label for="email">E-mail</label><input id="email"><p id="x">a</p><p id="x">b</p>'],
  fail: [
    {
      html: '<form>\n<label for="email">E-mail</label><input id="email">\n<input id="email" aria-describedby="hint"><p id="hint">We never share it.</p></form>',
      reports: [
        {
          messageId: "duplicate",
          line: 3,
          subject: "email",
          data: { id: "email", reference: "<label for>", count: 2 },
        },
      ],
      line: 3,
    },
    {
      name: "every referenced duplicate is an item; an unreferenced one is not",
      html: '<button aria-controls="menu">Menu</button>\n<ul id="menu"></ul><ul id="menu"></ul>\n<p id="x"></p><p id="x"></p>\n<label for="name">Name</label><input id="name">\n<input id="name">',
      reports: [
        { messageId: "duplicate", line: 2, subject: "menu" },
        { messageId: "duplicate", line: 5, subject: "name" },
      ],
    },
  ],
  notApplicable: ['<p id="a">x</p><p id="a">y</p>'],
})

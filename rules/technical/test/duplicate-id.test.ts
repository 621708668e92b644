import { RuleTester } from "@svc/rule-tester"
import duplicateId from "../src/rules/duplicate-id"

new RuleTester().run(duplicateId, {
  pass: [
    '<p id="a">x</p><p id="b">y</p>',
    { name: "ids inside SVG are not counted", html: '<svg><g id="a"/></svg><p id="a">x</p>' },
  ],
  fail: [],
  review: [
    {
      html: '<section id="prices">a</section>\n<section id="prices">b</section>',
      reports: [
        {
          messageId: "duplicate",
          line: 2,
          subject: "prices",
          data: { id: "prices", count: 2, lines: "1, 2" },
        },
      ],
      line: 2,
    },
    {
      name: "every duplicated id is an item",
      html: '<p id="a">1</p><p id="b">2</p>\n<p id="a">3</p>\n<p id="b">4</p><p id="b">5</p>',
      reports: [
        { messageId: "duplicate", line: 2, subject: "a" },
        { messageId: "duplicate", line: 3, subject: "b" },
      ],
    },
  ],
})

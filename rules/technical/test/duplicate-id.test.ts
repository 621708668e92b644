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
      evidence: '1 id(s) are used more than once: "prices" (2×, lines 1, 2).',
      line: 2,
    },
  ],
})

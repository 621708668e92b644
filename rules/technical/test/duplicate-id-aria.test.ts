import { RuleTester } from "@svc/rule-tester"
import duplicateIdAria from "../src/rules/duplicate-id-aria"

new RuleTester().run(duplicateIdAria, {
  pass: ['<label for="email">E-mail</label><input id="email"><p id="x">a</p><p id="x">b</p>'],
  fail: [
    {
      html: '<form>\n<label for="email">E-mail</label><input id="email">\n<input id="email" aria-describedby="hint"><p id="hint">We never share it.</p></form>',
      evidence:
        '1 referenced id(s) are used more than once, so the reference reaches only the first element: "email" (<label for>; lines 2, 3).',
      line: 3,
    },
    {
      html: '<button aria-controls="menu">Menu</button><ul id="menu"></ul><ul id="menu"></ul>',
      evidence: /"menu" \(aria-controls; lines 1, 1\)/,
    },
  ],
  notApplicable: ['<p id="a">x</p><p id="a">y</p>'],
})

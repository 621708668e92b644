import { RuleTester } from "@svc/rule-tester"
import unsafeCrossOriginLinks from "../src/rules/unsafe-cross-origin-links"

new RuleTester().run(unsafeCrossOriginLinks, {
  pass: [
    {
      name: "target=_blank implies noopener in current browsers",
      html: '<a href="https://other.example/" target="_blank">x</a>',
    },
    '<a href="https://other.example/" target="_new" rel="noopener">x</a>',
    { name: "same origin", html: '<a href="/help" target="help">Help</a>' },
  ],
  fail: [
    {
      html: '<p>x</p>\n<a href="https://shop.example/" target="_new">Shop</a>',
      evidence:
        '1 link(s) give another site control of this window: <a href="https://shop.example/" target="_new"> (line 2).',
      line: 2,
    },
    {
      html: '<a href="https://partner.example/" target="_blank" rel="opener">Partner</a>',
      evidence: /rel="opener"> \(line 1\)\.$/,
    },
  ],
  notApplicable: ['<a href="https://other.example/">x</a>'],
})

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
      reports: [
        { messageId: "namedTarget", line: 2, data: { href: "https://shop.example/", target: "_new" } },
      ],
      line: 2,
    },
    {
      html: '<a href="https://partner.example/" target="_blank" rel="opener">Partner</a>',
      reports: [{ messageId: "relOpener", line: 1 }],
    },
    {
      name: "every unsafe link is an item",
      html: '<a href="https://a.example/" target="shop">A</a>\n<a href="/local" target="x">L</a>\n<a href="https://b.example/" target="_new" rel="nofollow">B</a>',
      reports: [
        { messageId: "namedTarget", line: 1 },
        { messageId: "relOpener", line: 3 },
      ],
    },
  ],
  notApplicable: ['<a href="https://other.example/">x</a>'],
})

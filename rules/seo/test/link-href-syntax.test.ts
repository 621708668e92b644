import { RuleTester } from "@svc/rule-tester"
import linkHrefSyntax from "../src/rules/link-href-syntax"

new RuleTester().run(linkHrefSyntax, {
  pass: [
    '<a href="/shop/bread">Bread</a> <a href="https://example.org/a?b=%20c">Other</a> <a href="#top">Top</a>',
    { name: "white space around the address is harmless", html: '<a href=" /shop ">Shop</a>' },
    {
      name: "other schemes are other rules' concern",
      html: '<a href="/a">a</a> <a href="mailto:info@example.com?subject=Hi there">Mail</a> <a href="javascript:void(0)">x</a>',
    },
  ],
  fail: [
    {
      html: '<p>Shop</p>\n<a href="http:/shop.example.com/bread">Bread</a>',
      reports: [
        {
          messageId: "tooFewSlashes",
          line: 2,
          subject: "http:/shop.example.com/bread",
          data: { href: "http:/shop.example.com/bread" },
        },
      ],
      line: 2,
    },
    {
      html: '<a href="/shop\\bread">a</a><a href="/our shop">b</a><a href="/50%off">c</a>',
      reports: [
        { messageId: "backslash", subject: "/shop\\bread" },
        { messageId: "space", subject: "/our shop" },
        { messageId: "strayPercent", subject: "/50%off" },
      ],
    },
    {
      name: "a domain without a scheme is a path on this site",
      html: '<a href="www.partner.example/offer">Partner</a>',
      reports: [{ messageId: "noScheme" }],
    },
    {
      name: "a missing colon",
      html: '<a href="https//partner.example/">x</a>',
      reports: [{ messageId: "noColon" }],
    },
    {
      name: "the scheme twice",
      html: '<a href="https://https://partner.example/">x</a>',
      reports: [{ messageId: "schemeTwice" }],
    },
    {
      name: "three slashes",
      html: '<a href="https:///partner.example/">x</a>',
      reports: [{ messageId: "tooManySlashes" }],
    },
    {
      name: "a line break from a template",
      html: '<a href="/shop/\nbread">x</a>',
      reports: [{ messageId: "lineBreak", subject: "/shop/ bread" }],
    },
    {
      name: "an address with two mistakes is an item for each",
      html: '<a href="/our shop/50%off">x</a>',
      reports: [{ messageId: "space" }, { messageId: "strayPercent" }],
    },
    {
      name: "empty hrefs are not listed beside malformed addresses",
      html: '<a href="">Home</a>\n<a href="/our shop">b</a>',
      reports: [{ messageId: "space", line: 2 }],
    },
  ],
  review: [
    {
      html: '<a href="">Home</a> <a href="/ok">ok</a>',
      reports: [{ messageId: "empty", line: 1 }],
    },
  ],
  notApplicable: ["<p>no links</p>", '<a name="anchor">x</a>'],
})

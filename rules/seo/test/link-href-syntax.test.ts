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
      evidence:
        '1 link with a malformed address: <a href="http:/shop.example.com/bread"> (line 2): fewer than two slashes after the scheme.',
      line: 2,
    },
    {
      html: '<a href="/shop\\bread">a</a><a href="/our shop">b</a><a href="/50%off">c</a>',
      evidence:
        '3 links with a malformed address: <a href="/shop\\bread"> (line 1): a backslash where a slash belongs; <a href="/our shop"> (line 1): a space (write %20, or better a hyphen); <a href="/50%off"> (line 1): a "%" that does not start a %XX escape.',
    },
    {
      name: "a domain without a scheme is a path on this site",
      html: '<a href="www.partner.example/offer">Partner</a>',
      evidence: /no "https:\/\/", so it is read as a path on this site/,
    },
    {
      name: "a missing colon",
      html: '<a href="https//partner.example/">x</a>',
      evidence: /no ":" after the scheme/,
    },
    {
      name: "the scheme twice",
      html: '<a href="https://https://partner.example/">x</a>',
      evidence: /the scheme written twice/,
    },
    {
      name: "three slashes",
      html: '<a href="https:///partner.example/">x</a>',
      evidence: /more than two slashes/,
    },
    {
      name: "a line break from a template",
      html: '<a href="/shop/\nbread">x</a>',
      evidence: /a line break or tab inside/,
    },
  ],
  review: [
    {
      html: '<a href="">Home</a> <a href="/ok">ok</a>',
      evidence: '1 link with an empty href, which only reloads this page: <a href=""> (line 1).',
    },
  ],
  notApplicable: ["<p>no links</p>", '<a name="anchor">x</a>'],
})

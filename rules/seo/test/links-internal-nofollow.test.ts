import { RuleTester } from "@svc/rule-tester"
import linksInternalNofollow from "../src/rules/links-internal-nofollow"

new RuleTester().run(linksInternalNofollow, {
  pass: [
    {
      name: "nofollow on a jump within the page changes nothing",
      html: '<a href="/shop">Shop</a><a href="#top" rel="nofollow">Top</a>',
    },
    '<a href="/shop">Shop</a> <a href="https://other.example/" rel="nofollow">Sponsor</a>',
    { name: "a subdomain is the same site", html: '<a href="https://blog.example.com/">Blog</a>' },
  ],
  fail: [],
  review: [
    {
      html: '<a href="/shop">Shop</a>\n<a href="/login" rel="nofollow noopener">Log in</a>\n<a href="https://www.example.com/cart" rel="NoFollow">Cart</a>',
      reports: [
        { messageId: "nofollow", line: 2, subject: "/login" },
        { messageId: "nofollow", line: 3, subject: "https://www.example.com/cart" },
      ],
      line: 2,
    },
  ],
  notApplicable: [
    '<a href="https://other.example/">Elsewhere</a>',
    '<a href="mailto:a@example.com">Mail</a>',
  ],
})

import { RuleTester } from "@svc/rule-tester"
import queryInUrl from "../src/rules/query-in-url"

new RuleTester().run(queryInUrl, {
  pass: [
    { html: "<p>x</p>", url: "https://example.com/sourdough-bread", query: "sourdough bread" },
    {
      name: "percent-encoded diacritics",
      html: "<p>x</p>",
      url: "https://example.com/kv%C3%A1skov%C3%BD-chlieb",
      query: "kváskový chlieb",
    },
  ],
  fail: [
    {
      html: "<p>x</p>",
      url: "https://example.com/p?id=7",
      query: "sourdough bread",
      reports: [
        {
          messageId: "partial",
          subject: "/p",
          data: { found: 0, total: 2, phrase: "sourdough bread", path: "/p" },
        },
      ],
    },
  ],
  notApplicable: ["", { html: "<p>x</p>", url: "https://example.com/", query: "bread" }],
})

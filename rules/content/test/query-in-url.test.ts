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
      evidence: 'The URL path "/p" has 0 of 2 words of the phrase "sourdough bread".',
    },
  ],
  notApplicable: ["", { html: "<p>x</p>", url: "https://example.com/", query: "bread" }],
})

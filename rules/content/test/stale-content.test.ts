import { RuleTester, substantivePage } from "@svc/rule-tester"
import staleContent from "../src/rules/stale-content"

// The tester's pages are fetched on 2026-01-01.
const modified = (date: string) =>
  `<p>x</p>\n<script type="application/ld+json">{"@type":"Article","dateModified":"${date}"}</script>`

new RuleTester().run(staleContent, {
  pass: [
    modified("2025-06-01"),
    { name: "a visible date counts too", html: '<time datetime="2025-10-01">1 Oct</time>' },
  ],
  fail: [
    {
      html: modified("2019-06-01"),
      reports: [
        {
          messageId: "stale",
          line: 2,
          data: { date: "2019-06-01", source: "JSON-LD dateModified", years: 6 },
        },
      ],
    },
  ],
  // Review cases are on pages with content: a review on a thin page steps aside (has-content's gate).
  review: [
    {
      name: "a date read from the text",
      html: substantivePage("<p>x</p>\n<p>Updated 1 June 2023</p>"),
      reports: [{ messageId: "staleInText", line: 2, data: { date: "2023-06-01", years: 2 } }],
    },
    {
      html: substantivePage(modified("2023-06-01")),
      reports: [
        {
          messageId: "stale",
          line: 2,
          data: { date: "2023-06-01", source: "JSON-LD dateModified", years: 2 },
        },
      ],
    },
  ],
  notApplicable: ["<p>No dates here.</p>"],
})

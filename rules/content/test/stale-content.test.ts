import { RuleTester } from "@svc/rule-tester"
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
      evidence: /is 2019-06-01 \(JSON-LD dateModified\), 6 years before/,
      line: 2,
    },
  ],
  review: [
    {
      html: modified("2023-06-01"),
      evidence: /is 2023-06-01 \(JSON-LD dateModified\), 2 years before/,
      line: 2,
    },
  ],
  notApplicable: ["<p>No dates here.</p>"],
})

import { RuleTester } from "@svc/rule-tester"
import articleDates from "../src/rules/article-dates"
import { jsonLd } from "./jsonld"

const article = (dates: Record<string, string>) => jsonLd({ "@type": "Article", headline: "Rye", ...dates })

new RuleTester().run(articleDates, {
  pass: [
    article({ datePublished: "2026-03-14T09:00:00+01:00", dateModified: "2026-04-02T10:30:00+02:00" }),
    article({ datePublished: "2026-03-14", dateModified: "2026-03-14" }),
  ],
  fail: [
    {
      html: `<head>\n${article({ dateModified: "2026-04-02" })}</head>`,
      evidence: 'Article "Rye" (line 2) has no datePublished.',
      line: 2,
    },
    {
      html: article({ datePublished: "14. 3. 2026", dateModified: "2026-04-02" }),
      evidence: 'Article "Rye" (line 1) has datePublished "14. 3. 2026", not an ISO 8601 date.',
    },
  ],
  review: [
    {
      html: article({ datePublished: "2026-03-14" }),
      evidence: 'Article "Rye" (line 1) has no dateModified.',
    },
    {
      html: article({ datePublished: "2026-03-14", dateModified: "2025-01-01" }),
      evidence: 'Article "Rye" (line 1) was modified (2025-01-01) before it was published (2026-03-14).',
    },
  ],
  notApplicable: ["<p>x</p>"],
})

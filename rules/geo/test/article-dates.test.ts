import { RuleTester } from "@svc/rule-tester"
import articleDates from "../src/rules/article-dates"
import { jsonLd } from "./jsonld"
import { ARTICLE_URL, GUIDE_URL } from "./pages"

const article = (dates: Record<string, string>) => jsonLd({ "@type": "Article", headline: "Rye", ...dates })

new RuleTester().run(articleDates, {
  pass: [
    article({ datePublished: "2026-03-14T09:00:00+01:00", dateModified: "2026-04-02T10:30:00+02:00" }),
    article({ datePublished: "2026-03-14", dateModified: "2026-03-14" }),
    {
      html: '<meta property="article:published_time" content="2025-02-01T10:00:00Z">\n<meta property="article:modified_time" content="2025-03-01T10:00:00Z">',
      url: ARTICLE_URL,
    },
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
    {
      html: article({ datePublished: "2026-03-14" }),
      evidence:
        'Article "Rye" (line 1) has no dateModified, and no meta states when the page was last modified.',
    },
    {
      html: '<p>x</p>\n<script type="application/ld+json">{"@type":"WebPage","datePublished":"2025-03-01"}</script>',
      url: ARTICLE_URL,
      evidence:
        "The article states only its publication date (JSON-LD datePublished: 2025-03-01), not when it was last modified.",
      line: 2,
    },
    {
      html: "<h1>Bread</h1>",
      url: ARTICLE_URL,
      evidence: "The article states no publication or modification date in structured data or metas.",
    },
  ],
  review: [
    {
      html: `${article({ datePublished: "2026-03-14" })}<meta property="article:modified_time" content="2026-04-01">`,
      evidence:
        'Article "Rye" (line 1) has no dateModified (only <meta article:modified_time> says 2026-04-01).',
    },
    {
      html: article({ datePublished: "2026-03-14", dateModified: "2025-01-01" }),
      evidence: 'Article "Rye" (line 1) was modified (2025-01-01) before it was published (2026-03-14).',
    },
    {
      html: '<meta property="article:modified_time" content="2025-03-01T10:00:00Z">',
      url: ARTICLE_URL,
      evidence:
        "The article states when it was modified (<meta article:modified_time>: 2025-03-01), not when it was published.",
    },
  ],
  notApplicable: ["<p>x</p>", { html: "<h1>Bread</h1>", url: GUIDE_URL }],
})

import { RuleTester } from "@svc/rule-tester"
import articleDates from "../src/rules/article-dates"
import { jsonLd } from "./jsonld"
import { ARTICLE_URL, GUIDE_URL } from "./pages"

const article = (dates: Record<string, string>) => jsonLd({ "@type": "Article", headline: "Rye", ...dates })

new RuleTester().run(articleDates, {
  pass: [
    article({ datePublished: "2026-03-14T09:00:00+01:00", dateModified: "2026-04-02T10:30:00+02:00" }),
    article({ datePublished: "2026-03-14", dateModified: "2026-03-14" }),
    article({ datePublished: "2026-03-14 09:00+01:00", dateModified: "2026-03-14 10:00" }),
    {
      html: '<meta property="article:published_time" content="2025-02-01T10:00:00Z">\n<meta property="article:modified_time" content="2025-03-01T10:00:00Z">',
      url: ARTICLE_URL,
    },
  ],
  fail: [
    {
      html: `<head>\n${article({ dateModified: "2026-04-02" })}</head>`,
      reports: [{ messageId: "noPublished", line: 2 }],
      line: 2,
    },
    {
      html: article({ datePublished: "14. 3. 2026", dateModified: "2026-04-02" }),
      reports: [{ messageId: "invalidPublished", line: 1, subject: "14. 3. 2026" }],
    },
    {
      // No such day: the calendar is checked, not rolled over to March 2 as Date.parse does.
      html: article({ datePublished: "2026-02-30", dateModified: "2026-04-02" }),
      reports: [{ messageId: "invalidPublished", line: 1, subject: "2026-02-30" }],
    },
    {
      html: article({ datePublished: "2026-03-14" }),
      reports: [{ messageId: "noModified", line: 1 }],
    },
    {
      html: '<p>x</p>\n<script type="application/ld+json">{"@type":"WebPage","datePublished":"2025-03-01"}</script>',
      url: ARTICLE_URL,
      reports: [{ messageId: "onlyPublished", line: 2, subject: "2025-03-01" }],
      line: 2,
    },
    {
      html: "<h1>Bread</h1>",
      url: ARTICLE_URL,
      reports: [{ messageId: "noDates" }],
    },
  ],
  review: [
    {
      html: `${article({ datePublished: "2026-03-14" })}<meta property="article:modified_time" content="2026-04-01">`,
      reports: [{ messageId: "modifiedOnlyInMeta", line: 1 }],
    },
    {
      html: article({ datePublished: "2026-03-14", dateModified: "2025-01-01" }),
      reports: [{ messageId: "modifiedBeforePublished", line: 1 }],
    },
    {
      html: article({ datePublished: "2026-03-14", dateModified: "April 2026" }),
      reports: [{ messageId: "invalidModified", line: 1, subject: "April 2026" }],
    },
    {
      html: '<meta property="article:modified_time" content="2025-03-01T10:00:00Z">',
      url: ARTICLE_URL,
      reports: [{ messageId: "onlyModified", line: 1, subject: "2025-03-01" }],
    },
  ],
  notApplicable: ["<p>x</p>", { html: "<h1>Bread</h1>", url: GUIDE_URL }],
})

import { RuleTester } from "@svc/rule-tester"
import visibleDate from "../src/rules/visible-date"
import { ARTICLE_URL } from "./pages"

new RuleTester().run(visibleDate, {
  pass: [
    {
      html: '<h1>Bread</h1><p>By Jane, <time datetime="2025-03-01">1 March 2025</time></p>',
      url: ARTICLE_URL,
    },
    {
      name: "a written date in a dateline",
      html: "<h1>Chlieb</h1><p>Publikované 12. marca 2025</p>",
      url: ARTICLE_URL,
    },
  ],
  fail: [
    {
      html: '<script type="application/ld+json">{"@type":"Article","datePublished":"2025-03-01"}</script><h1>Bread</h1>',
      url: ARTICLE_URL,
      reports: [
        { messageId: "structuredOnly", data: { source: "JSON-LD datePublished", date: "2025-03-01" } },
      ],
    },
    { html: "<h1>Bread</h1><p>Text.</p>", url: ARTICLE_URL, reports: [{ messageId: "none" }] },
  ],
  notApplicable: [{ html: "<h1>Bread</h1>", url: "https://example.com/" }],
})

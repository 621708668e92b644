import { RuleTester } from "@svc/rule-tester"
import dateModified from "../src/rules/date-modified"
import { ARTICLE_URL } from "./pages"

new RuleTester().run(dateModified, {
  pass: [
    {
      html: '<script type="application/ld+json">{"@type":"Article","dateModified":"2025-03-01"}</script>',
      url: ARTICLE_URL,
    },
    { html: '<meta property="article:modified_time" content="2025-03-01T10:00:00Z">', url: ARTICLE_URL },
  ],
  fail: [
    {
      html: '<p>x</p>\n<script type="application/ld+json">{"@type":"Article","datePublished":"2025-03-01"}</script>',
      url: ARTICLE_URL,
      evidence:
        "The page states only its publication date (JSON-LD datePublished: 2025-03-01), not when it was last modified.",
      line: 2,
    },
    { html: "<h1>Bread</h1>", url: ARTICLE_URL, evidence: /states no publication or modification date/ },
  ],
  notApplicable: [{ html: "<h1>Bread</h1>", url: "https://example.com/" }],
})

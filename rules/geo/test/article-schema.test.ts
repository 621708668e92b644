import { RuleTester } from "@svc/rule-tester"
import articleSchema from "../src/rules/article-schema"
import { jsonLd } from "./jsonld"
import { ARTICLE_URL } from "./pages"

new RuleTester().run(articleSchema, {
  pass: [
    jsonLd({ "@type": "BlogPosting", headline: "Sourdough" }),
    { url: ARTICLE_URL, html: jsonLd({ "@type": "Recipe", name: "Rye sourdough" }) },
  ],
  fail: [
    {
      url: ARTICLE_URL,
      html: "<main><h1>Sourdough</h1></main>",
      reports: [{ messageId: "noArticle" }],
    },
    {
      url: "https://bakery.example/sourdough",
      html: '<head><meta property="og:type" content="article"></head>',
      reports: [{ messageId: "noArticle" }],
    },
  ],
  notApplicable: ["<p>The home page.</p>"],
})

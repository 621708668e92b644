import { RuleTester } from "@svc/rule-tester"
import articleAuthor from "../src/rules/article-author"
import { jsonLd } from "./jsonld"

new RuleTester().run(articleAuthor, {
  pass: [
    jsonLd({
      "@type": "Article",
      headline: "Sourdough",
      author: { "@type": "Person", name: "Eva Nováková", url: "https://bakery.example/eva" },
    }),
    {
      name: "an author referenced by @id",
      html: jsonLd({
        "@graph": [
          { "@type": "NewsArticle", headline: "Rye", author: [{ "@id": "#eva" }] },
          { "@type": "Person", "@id": "#eva", name: "Eva", sameAs: ["https://www.wikidata.org/wiki/Q1"] },
        ],
      }),
    },
  ],
  fail: [
    {
      html: `<head>\n${jsonLd({ "@type": "BlogPosting", headline: "Rye" })}</head>`,
      reports: [{ messageId: "noAuthor", line: 2, subject: 'BlogPosting "Rye"' }],
      line: 2,
    },
  ],
  review: [
    {
      html: jsonLd({
        "@type": "Article",
        headline: "Rye",
        author: ["Eva Nováková", { "@type": "Person", name: "Ján" }],
      }),
      reports: [
        { messageId: "bareName", line: 1, subject: "Eva Nováková" },
        { messageId: "unlinked", line: 1, subject: 'Person "Ján"' },
      ],
    },
    {
      html: jsonLd({ "@type": "Article", headline: "Rye", author: { "@id": "#nobody" } }),
      reports: [{ messageId: "unresolved", line: 1 }],
    },
    {
      name: "every author that is not a clear entity is an item",
      html: jsonLd({
        "@type": "Article",
        headline: "Rye",
        author: [
          { "@type": "Place", name: "Bratislava" },
          { "@type": "Person", url: "https://bakery.example/eva" },
        ],
      }),
      reports: [
        { messageId: "notEntity", subject: 'Place "Bratislava"' },
        { messageId: "unnamed", subject: "Person" },
      ],
    },
  ],
  notApplicable: ["<p>x</p>", jsonLd({ "@type": "WebSite", name: "Bakery" })],
})

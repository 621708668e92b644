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
      evidence: 'BlogPosting "Rye" (line 2) has no author.',
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
      evidence:
        'The article\'s author is not a clear entity: "Eva Nováková" is a bare name; Person "Ján" has neither url nor sameAs.',
    },
    {
      html: jsonLd({ "@type": "Article", headline: "Rye", author: { "@id": "#nobody" } }),
      evidence: /an author reference that resolves to nothing on the page/,
    },
  ],
  notApplicable: ["<p>x</p>", jsonLd({ "@type": "WebSite", name: "Bakery" })],
})

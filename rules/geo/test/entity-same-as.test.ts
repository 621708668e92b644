import { RuleTester } from "@svc/rule-tester"
import entitySameAs from "../src/rules/entity-same-as"
import { jsonLd } from "./jsonld"

new RuleTester().run(entitySameAs, {
  pass: [
    jsonLd({
      "@type": "Organization",
      name: "Example Bakery",
      sameAs: ["https://www.wikidata.org/wiki/Q42", "https://www.linkedin.com/company/example-bakery"],
    }),
  ],
  fail: [
    {
      html: `<head>\n${jsonLd({
        "@graph": [
          { "@type": "Organization", name: "Example Bakery" },
          { "@type": "Person", name: "Eva", sameAs: "not a url" },
        ],
      })}</head>`,
      reports: [
        { messageId: "noSameAs", line: 2, subject: 'Organization "Example Bakery"' },
        { messageId: "noSameAs", line: 2, subject: 'Person "Eva"' },
      ],
      line: 2,
    },
  ],
  review: [
    {
      html: jsonLd({
        "@graph": [
          { "@type": "Organization", name: "Example Bakery", sameAs: "https://www.wikidata.org/wiki/Q42" },
          { "@type": "Person", name: "Eva" },
        ],
      }),
      reports: [{ messageId: "noSameAs", line: 1, subject: 'Person "Eva"' }],
    },
  ],
  notApplicable: [
    jsonLd({ "@type": "Article", headline: "Bread", author: { "@type": "Person", name: "Eva" } }),
    "<p>No structured data.</p>",
  ],
})

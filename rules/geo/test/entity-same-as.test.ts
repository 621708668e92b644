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
      evidence:
        'No declared entity has a usable sameAs: Organization "Example Bakery" (line 2), Person "Eva" (line 2).',
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
      evidence: 'Some declared entities have no usable sameAs: Person "Eva" (line 1).',
    },
  ],
  notApplicable: [
    jsonLd({ "@type": "Article", headline: "Bread", author: { "@type": "Person", name: "Eva" } }),
    "<p>No structured data.</p>",
  ],
})

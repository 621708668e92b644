import { RuleTester } from "@svc/rule-tester"
import schemaWebsite from "../src/rules/schema-website"

const ld = (node: object) =>
  `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...node })}</script>`

new RuleTester().run(schemaWebsite, {
  pass: [ld({ "@type": "WebSite", name: "Kvások", alternateName: "KV", url: "https://kvasok.example/" })],
  fail: [
    {
      html: ld({ "@type": "WebSite", url: "kvasok.example" }),
      evidence:
        '1 of 1 WebSite nodes lack what search engines require: WebSite (JSON-LD, line 1): no name, url "kvasok.example" is not absolute.',
    },
    { html: ld({ "@type": "WebSite", name: "Kvások" }), evidence: /: no url\.$/ },
  ],
  review: [
    {
      html: ld({ "@type": "WebSite", name: "Kvások", url: "https://kvasok.example/shop/rye" }),
      evidence:
        '1 of 1 WebSite nodes miss recommended properties: WebSite "Kvások" (JSON-LD, line 1): url https://kvasok.example/shop/rye is not a home page.',
    },
  ],
  notApplicable: [ld({ "@type": "Organization", name: "x" })],
})

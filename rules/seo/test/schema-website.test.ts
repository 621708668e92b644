import { RuleTester } from "@svc/rule-tester"
import schemaWebsite from "../src/rules/schema-website"

const ld = (node: object) =>
  `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...node })}</script>`

new RuleTester().run(schemaWebsite, {
  pass: [ld({ "@type": "WebSite", name: "Kvások", alternateName: "KV", url: "https://kvasok.example/" })],
  fail: [
    {
      html: ld({ "@type": "WebSite", url: "kvasok.example" }),
      reports: [{ messageId: "noName" }, { messageId: "urlNotAbsolute" }],
    },
    { html: ld({ "@type": "WebSite", name: "Kvások" }), reports: [{ messageId: "noUrl" }] },
  ],
  review: [
    {
      html: ld({ "@type": "WebSite", name: "Kvások", url: "https://kvasok.example/shop/rye" }),
      reports: [{ messageId: "notHomePage", subject: 'WebSite "Kvások"' }],
    },
  ],
  notApplicable: [ld({ "@type": "Organization", name: "x" })],
})

import { RuleTester } from "@svc/rule-tester"
import schemaLocalBusiness from "../src/rules/schema-local-business"

const ld = (node: object) =>
  `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...node })}</script>`
const address = {
  "@type": "PostalAddress",
  streetAddress: "Hlavná 1",
  addressLocality: "Košice",
  postalCode: "040 01",
  addressCountry: "SK",
}

new RuleTester().run(schemaLocalBusiness, {
  pass: [
    ld({
      "@type": "Bakery",
      name: "Kvások",
      address,
      telephone: "+421 900 000 000",
      openingHours: "Mo-Sa 06:00-18:00",
    }),
  ],
  fail: [
    {
      html: ld({ "@type": "Restaurant", telephone: "+421 900 000 000" }),
      reports: [
        { messageId: "noName", subject: "Restaurant" },
        { messageId: "noAddress", subject: "Restaurant" },
      ],
    },
  ],
  review: [
    {
      html: ld({ "@type": "LocalBusiness", name: "Kvások", address: "Hlavná 1, Košice" }),
      reports: [
        { messageId: "addressAsText" },
        { messageId: "noTelephone" },
        { messageId: "noOpeningHours" },
      ],
    },
    {
      name: "a partial address",
      html: ld({
        "@type": "Dentist",
        name: "Dr. Zub",
        address: { "@type": "PostalAddress", addressLocality: "Košice" },
        telephone: "1",
        openingHours: "Mo 8-12",
      }),
      reports: [{ messageId: "addressIncomplete", subject: 'Dentist "Dr. Zub"' }],
    },
  ],
  notApplicable: [ld({ "@type": "Organization", name: "x" })],
})

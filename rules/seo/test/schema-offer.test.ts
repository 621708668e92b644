import { RuleTester } from "@svc/rule-tester"
import schemaOffer from "../src/rules/schema-offer"

const product = (offers: unknown) =>
  `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Product", name: "Rye", offers })}</script>`

new RuleTester().run(schemaOffer, {
  pass: [
    product({
      "@type": "Offer",
      price: "3.20",
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
    }),
    {
      name: "a price specification and an aggregate offer",
      html: product([
        {
          "@type": "Offer",
          priceSpecification: { "@type": "UnitPriceSpecification", price: 3.2, priceCurrency: "EUR" },
          availability: "InStock",
        },
        { "@type": "AggregateOffer", lowPrice: 2.5, highPrice: "4", priceCurrency: "EUR" },
      ]),
    },
  ],
  fail: [
    {
      html: product({ "@type": "Offer", price: "3,20 €", priceCurrency: "€", availability: "in stock" }),
      evidence:
        '1 of 1 product offers lack what search engines require: Offer of Product "Rye" (JSON-LD, line 1): price "3,20 €" is not a plain number (no currency signs or thousands separators, "." for decimals), priceCurrency "€" is not a three-letter ISO 4217 code, availability "in stock" is not a schema.org ItemAvailability.',
    },
    {
      name: "no price",
      html: product({ "@type": "Offer", priceCurrency: "EUR", availability: "InStock" }),
      evidence: /: no price\.$/,
    },
    {
      name: "an untyped offer",
      html: product({ price: 3, priceCurrency: "EUR", availability: "InStock" }),
      evidence: /offer of Product "Rye" .*: no "@type": "Offer"\.$/,
    },
    {
      name: "an aggregate offer without lowPrice",
      html: product({ "@type": "AggregateOffer", priceCurrency: "EUR" }),
      evidence: /AggregateOffer of .*: no lowPrice\.$/,
    },
  ],
  review: [
    {
      html: product({ "@type": "Offer", price: 3.2 }),
      evidence:
        '1 of 1 product offers miss recommended properties: Offer of Product "Rye" (JSON-LD, line 1): no priceCurrency, no availability.',
    },
  ],
  notApplicable: [product(undefined)],
})

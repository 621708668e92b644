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
      reports: [
        { messageId: "priceNotNumber" },
        { messageId: "currencyNotIso" },
        { messageId: "availabilityUnknown" },
      ],
    },
    {
      name: "no price",
      html: product({ "@type": "Offer", priceCurrency: "EUR", availability: "InStock" }),
      reports: [{ messageId: "noPrice" }],
    },
    {
      name: "an untyped offer",
      html: product({ price: 3, priceCurrency: "EUR", availability: "InStock" }),
      reports: [{ messageId: "noType", subject: 'offer of Product "Rye"' }],
    },
    {
      name: "an aggregate offer without lowPrice",
      html: product({ "@type": "AggregateOffer", priceCurrency: "EUR" }),
      reports: [{ messageId: "noLowPrice", subject: 'AggregateOffer of Product "Rye"' }],
    },
    {
      name: "an aggregate offer with prices that are not numbers",
      html: product({ "@type": "AggregateOffer", lowPrice: "2,50", highPrice: "4 €", priceCurrency: "EUR" }),
      reports: [{ messageId: "lowPriceNotNumber" }, { messageId: "highPriceNotNumber" }],
    },
  ],
  review: [
    {
      html: product({ "@type": "Offer", price: 3.2 }),
      reports: [{ messageId: "noCurrency" }, { messageId: "noAvailability" }],
    },
  ],
  notApplicable: [product(undefined)],
})

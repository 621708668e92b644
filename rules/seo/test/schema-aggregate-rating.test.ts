import { RuleTester } from "@svc/rule-tester"
import schemaAggregateRating from "../src/rules/schema-aggregate-rating"

const ld = (node: object) =>
  `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...node })}</script>`
const rated = (rating: object) =>
  ld({ "@type": "Product", name: "Rye", aggregateRating: { "@type": "AggregateRating", ...rating } })

new RuleTester().run(schemaAggregateRating, {
  pass: [
    rated({ ratingValue: "4.6", reviewCount: "89" }),
    { name: "a 1–10 scale", html: rated({ ratingValue: 8, bestRating: 10, ratingCount: 3 }) },
    { name: "a percentage", html: rated({ ratingValue: "60%", ratingCount: 3 }) },
    {
      name: "a top-level rating that names its item",
      html: ld({
        "@type": "AggregateRating",
        itemReviewed: { "@type": "Restaurant", name: "Kvások" },
        ratingValue: 4,
        ratingCount: 5,
      }),
    },
  ],
  fail: [
    {
      html: rated({ ratingValue: 4.8 }),
      evidence:
        "1 of 1 AggregateRating nodes lack what search engines require: AggregateRating (JSON-LD, line 1): neither ratingCount nor reviewCount.",
    },
    {
      name: "off the default scale",
      html: rated({ ratingValue: 9, reviewCount: 4 }),
      evidence: /ratingValue 9 is outside 1–5 \(set bestRating if the scale is not 1–5\)/,
    },
    {
      name: "zero reviews",
      html: rated({ ratingValue: 5, reviewCount: 0 }),
      evidence: /reviewCount 0 is not a positive number/,
    },
    {
      name: "a text rating",
      html: rated({ ratingValue: "excellent", ratingCount: 2 }),
      evidence: /ratingValue "excellent" is not a number/,
    },
    {
      name: "a loose top-level rating",
      html: ld({ "@type": "AggregateRating", ratingValue: 4, ratingCount: 5 }),
      evidence: /no itemReviewed, and it is not nested in the item it rates/,
    },
  ],
  notApplicable: [ld({ "@type": "Product", name: "Rye" })],
})

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
      reports: [{ messageId: "noCount", subject: "AggregateRating" }],
    },
    {
      name: "off the default scale",
      html: rated({ ratingValue: 9, reviewCount: 4 }),
      reports: [{ messageId: "outsideDefaultScale" }],
    },
    {
      name: "zero reviews",
      html: rated({ ratingValue: 5, reviewCount: 0 }),
      reports: [{ messageId: "countNotPositive" }],
    },
    {
      name: "a text rating",
      html: rated({ ratingValue: "excellent", ratingCount: 2 }),
      reports: [{ messageId: "ratingNotNumber" }],
    },
    {
      name: "a loose top-level rating",
      html: ld({ "@type": "AggregateRating", ratingValue: 4, ratingCount: 5 }),
      reports: [{ messageId: "notNested" }],
    },
    {
      name: "no value, and off a declared scale",
      html: `${rated({ ratingCount: 3 })}${rated({ ratingValue: 0, worstRating: 1, bestRating: 10, ratingCount: 3 })}`,
      reports: [{ messageId: "noRatingValue" }, { messageId: "outsideScale" }],
    },
  ],
  notApplicable: [ld({ "@type": "Product", name: "Rye" })],
})

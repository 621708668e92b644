import { RuleTester } from "@svc/rule-tester"
import schemaProduct from "../src/rules/schema-product"

const ld = (node: object) =>
  `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...node })}</script>`

new RuleTester().run(schemaProduct, {
  pass: [
    ld({
      "@type": "Product",
      name: "Rye loaf",
      image: "https://a.example/r.jpg",
      offers: { "@type": "Offer", price: "3.20", priceCurrency: "EUR" },
    }),
  ],
  fail: [
    {
      html: ld({ "@type": "Product", image: "https://a.example/r.jpg" }),
      reports: [{ messageId: "noName" }, { messageId: "noOfferReviewOrRating" }],
    },
    {
      name: "a product in a page's mainEntity counts",
      html: ld({
        "@type": "ItemPage",
        mainEntity: { "@type": "Product", name: "Rye", image: "https://a.example/r.jpg" },
      }),
      reports: [{ messageId: "noOfferReviewOrRating", subject: 'Product "Rye"' }],
    },
  ],
  review: [
    {
      html: ld({
        "@type": "Product",
        name: "Rye",
        aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 12 },
      }),
      reports: [{ messageId: "noImage", subject: 'Product "Rye"' }],
    },
  ],
  notApplicable: [
    "<p>none</p>",
    {
      name: "a product only reviewed needs just its name",
      html: ld({
        "@type": "Review",
        itemReviewed: { "@type": "Product", name: "Anvil" },
        reviewRating: { "@type": "Rating", ratingValue: 4 },
      }),
    },
  ],
})

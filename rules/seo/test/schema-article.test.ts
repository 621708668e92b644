import { RuleTester } from "@svc/rule-tester"
import schemaArticle from "../src/rules/schema-article"

const ld = (node: object) =>
  `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...node })}</script>`

new RuleTester().run(schemaArticle, {
  pass: [
    ld({
      "@type": "BlogPosting",
      headline: "How we bake rye",
      image: ["https://kvasok.example/a-16x9.jpg", "https://kvasok.example/a-1x1.jpg"],
      datePublished: "2026-03-01T09:30:00+01:00",
      dateModified: "2026-03-02",
    }),
    {
      name: "an article in a page's mainEntity, image as an ImageObject",
      html: ld({
        "@type": "WebPage",
        mainEntity: {
          "@type": "NewsArticle",
          headline: "x",
          image: { "@type": "ImageObject", url: "https://a.example/i.jpg" },
        },
      }),
    },
    {
      name: "images as a JSON-LD @list",
      html: ld({
        "@type": "Article",
        headline: "x",
        image: { "@list": ["https://a.example/1.jpg", "https://a.example/2.jpg"] },
      }),
    },
  ],
  fail: [
    {
      html: ld({
        "@type": "Article",
        headline: "Rye",
        image: "https://a.example/i.jpg",
        datePublished: "01.03.2026",
        dateModified: "2026-02-30",
      }),
      evidence:
        '1 of 1 Article nodes lack what search engines require: Article "Rye" (JSON-LD, line 1): datePublished "01.03.2026" is not an ISO 8601 date, dateModified "2026-02-30" is not an ISO 8601 date.',
    },
    {
      name: "modified before published",
      html: ld({
        "@type": "NewsArticle",
        headline: "x",
        image: "https://a.example/i.jpg",
        datePublished: "2026-03-02",
        dateModified: "2026-03-01",
      }),
      evidence: /dateModified is earlier than datePublished/,
    },
    {
      name: "a relative image",
      html: ld({ "@type": "Article", headline: "x", image: "/i.jpg" }),
      evidence: /image has no absolute URL/,
    },
  ],
  review: [
    {
      html: ld({ "@type": "Article", name: "Rye" }),
      evidence: /Article "Rye" \(JSON-LD, line 1\): no headline, no image\.$/,
    },
  ],
  notApplicable: [ld({ "@type": "Organization", name: "x" })],
})

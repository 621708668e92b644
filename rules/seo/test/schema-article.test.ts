import { RuleTester } from "@svc/rule-tester"
import schemaArticle from "../src/rules/schema-article"

const ld = (node: object) =>
  `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...node })}</script>`

new RuleTester().run(schemaArticle, {
  pass: [
    {
      name: "dates are the GEO pack's concern",
      html: ld({
        "@type": "Article",
        headline: "x",
        image: "https://a.example/i.jpg",
        datePublished: "yesterday",
      }),
    },
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
      html: ld({ "@type": "Article", headline: "x", image: "/i.jpg" }),
      reports: [{ messageId: "imageNotAbsolute", subject: 'Article "x"' }],
    },
    {
      name: "an ImageObject without a URL",
      html: ld({ "@type": "BlogPosting", headline: "x", image: { "@type": "ImageObject", caption: "Rye" } }),
      reports: [{ messageId: "imageNotAbsolute" }],
    },
  ],
  review: [
    {
      html: ld({ "@type": "Article", name: "Rye" }),
      reports: [{ messageId: "noHeadline" }, { messageId: "noImage" }],
    },
  ],
  notApplicable: [ld({ "@type": "Organization", name: "x" })],
})

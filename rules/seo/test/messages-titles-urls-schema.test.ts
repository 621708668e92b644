import { auditSnapshot, createRegistry, type RuleMessages, snapshotOfHtml } from "@svc/core"
import { expectItemsTranslated, templatePattern } from "@svc/rule-tester"
import { describe, expect, it } from "vitest"
import { seo } from "../src/index"
import { esMessages } from "../src/messages/es"
import { skMessages } from "../src/messages/sk"

/** The title, URL, structured-data, robots.txt and sitemap rules: the ones the page below fails or leaves for review. */
const RANGE = [
  "redirect-url-variant",
  "robots-txt-sitemap",
  "robots-txt",
  "schema-aggregate-rating",
  "schema-article",
  "schema-breadcrumb",
  "schema-local-business",
  "schema-offer",
  "schema-organization",
  "schema-product",
  "schema-website",
  "search-bots-access",
  "sitemap-lastmod-valid",
  "sitemap-lists-page",
  "sitemap-size",
  "sitemap-urls",
  "sitemap-xml",
  "structured-data-context",
  "structured-data",
  "title-description-same",
  "title-length",
  "title-multiple",
  "title-pixel-width",
  "title-placeholder",
  "twitter-card-valid",
  "twitter-card",
  "url-depth",
  "url-double-slash",
  "url-file-extension",
  "url-length",
  "url-non-ascii",
  "url-parameters",
  "url-session-id",
  "url-underscores",
  "url-uppercase",
] as const

const catalogues: Readonly<Record<(typeof locales)[number], Readonly<Record<string, RuleMessages>>>> = {
  sk: skMessages,
  es: esMessages,
}
const locales = ["sk", "es"] as const
const rules = RANGE.map((id) => {
  const rule = seo.rules.find((candidate) => candidate.id === id)
  if (rule === undefined) throw new Error(`${id} is not registered`)
  return rule
})

const page = [
  "<html><head>",
  "<title>React App</title>",
  "<title>Shop</title>",
  '<meta name="description" content="React App">',
  '<meta name="twitter:card" content="large">',
  '<script type="application/ld+json">',
  JSON.stringify({
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebSite", url: "kvasok.example" },
      { "@type": "Organization", name: "Kvások", logo: "logo.png" },
      { "@type": "Product", offers: { "@type": "Offer", price: "3,20 €", priceCurrency: "€" } },
      { "@type": "Bakery", name: "Kvások", address: "Hlavná 1, Košice" },
      { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", name: "Home" }] },
      { "@type": "Article", headline: "Rye", image: "/rye.jpg" },
      { "@type": "AggregateRating", ratingValue: 9, reviewCount: 0 },
    ],
  }),
  "</script></head><body>",
  '<a href="/košice/pekáreň">Košice</a>',
  "</body></html>",
].join("\n")
const url =
  "https://example.com/Shop//Rye_Bread/a/b/c/d/kosik.php?PHPSESSID=0a1b2c3d4e5f&sort=price&size=m&color=red&page=2"
const siteFiles = {
  robots: {
    state: "present",
    url: "https://example.com/robots.txt",
    status: 200,
    body: "User-agent: *\nAllow: /\nSitemap: https://example.com/sitemap.xml\n",
  },
  sitemap: {
    state: "present",
    url: "https://example.com/sitemap.xml",
    status: 200,
    body: "<urlset><url><loc>/bread</loc><lastmod>31.12.2025</lastmod></url><url><loc>https://example.com/cake</loc><lastmod>2030-01-01</lastmod></url></urlset>",
  },
} as const

/** The rules of this range the page fails or leaves for review, and how many items each reports. */
const expectedItems: Readonly<Record<string, number>> = {
  "title-placeholder": 1,
  "title-multiple": 1,
  "title-length": 1,
  "title-description-same": 1,
  "twitter-card-valid": 1,
  "url-uppercase": 1,
  "url-double-slash": 1,
  "url-underscores": 1,
  "url-file-extension": 1,
  "url-depth": 1,
  "url-parameters": 1,
  "url-session-id": 1,
  "url-non-ascii": 1,
  "schema-website": 2,
  "schema-organization": 1,
  "schema-product": 1,
  "schema-offer": 2,
  "schema-local-business": 3,
  "schema-breadcrumb": 2,
  "schema-article": 1,
  "schema-aggregate-rating": 3,
  "sitemap-urls": 1,
  "sitemap-lastmod-valid": 2,
  "sitemap-lists-page": 1,
}

describe.each(locales)("a %s audit of a page that fails many of these checks", (locale) => {
  const result = auditSnapshot(snapshotOfHtml(page, { url, siteFiles }), {
    registry: createRegistry([seo]),
    locale,
  })
  const inRange = new Set<string>(RANGE)
  const findings = result.findings.filter((finding) => inRange.has(finding.id))
  const englishPatterns = rules.flatMap((rule) => Object.values(rule.messages ?? {}).map(templatePattern))

  it("lists the failures, every one with its items", () => {
    expect(Object.fromEntries(findings.map((finding) => [finding.id, finding.items?.length ?? 0]))).toEqual(
      expectedItems,
    )
    for (const finding of findings)
      expect(finding.itemCount, `${finding.id} itemCount`).toBe(finding.items?.length)
  })

  it("writes every item and every evidence in the audit's language, none in English", () => {
    for (const finding of findings) {
      const translated = Object.values(catalogues[locale][finding.id]?.messages ?? {}).map(templatePattern)
      expectItemsTranslated(finding, { english: englishPatterns, translated })
      for (const item of (finding.items ?? []).slice(0, 3))
        expect(finding.evidence, finding.id).toContain(item.message)
    }
  })
})

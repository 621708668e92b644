import type { PageType } from "@svc/contract"
import type { Extractor } from "./extraction"
import { isUnavailable } from "./unavailable"

const BY_SCHEMA_TYPE: ReadonlyArray<readonly [RegExp, PageType]> = [
  [/^(Product|ProductGroup|IndividualProduct|Offer)$/, "product"],
  [/^(Article|NewsArticle|BlogPosting|Report|TechArticle|ScholarlyArticle|Recipe|HowTo)$/, "article"],
  [/^ContactPage$/, "contact"],
  [/^AboutPage$/, "about"],
  [/^(CollectionPage|OfferCatalog|SearchResultsPage)$/, "category"],
]

const BY_PATH: ReadonlyArray<readonly [RegExp, PageType]> = [
  [/\/(contact|contact-us|kontakt|kontakty|contacto|contactanos)(\/|\.|$)/i, "contact"],
  [/\/(about|about-us|o-nas|o-mne|acerca|acerca-de|sobre|sobre-nosotros|quienes-somos)(\/|\.|$)/i, "about"],
  [
    /\/(category|categories|kategoria|kategorie|categoria|categorias|collections?|tag|tags|shop)(\/|$)/i,
    "category",
  ],
  [/\/(product|products|produkt|produkty|producto|productos|p|item)\//i, "product"],
  [/\/(blog|news|article|articles|clanok|clanky|noticias|articulo|\d{4}\/\d{2})\//i, "article"],
]

export const extractPageType: Extractor<"pageType"> = ({ get }) => {
  const structuredData = get("structuredData")
  const head = get("head")
  const http = get("http")
  const content = get("content")
  if (!isUnavailable(structuredData)) {
    for (const [pattern, type] of BY_SCHEMA_TYPE) {
      const found = structuredData.types.find((name) => pattern.test(name))
      if (found) return { type, reason: `structured data @type ${found}` }
    }
  }
  const ogType = isUnavailable(head) ? undefined : head.property("og:type")?.content?.trim().toLowerCase()
  if (ogType === "product" || ogType === "og:product") return { type: "product", reason: `og:type ${ogType}` }
  if (ogType === "article") return { type: "article", reason: "og:type article" }
  if (!isUnavailable(http)) {
    const path = http.url.pathname
    if (path === "/" || path === "") return { type: "home", reason: "the site's root address" }
    for (const [pattern, type] of BY_PATH) if (pattern.test(path)) return { type, reason: `URL path ${path}` }
  }
  if (!isUnavailable(content) && content.mainRegion.startsWith("article") && content.wordCount.main >= 300)
    return { type: "article", reason: "an <article> of 300 words or more" }
  return { type: "other", reason: "no signal decided it" }
}

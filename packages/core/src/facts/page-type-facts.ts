import type { PageType } from "@svc/contract"
import { fold } from "../query/normalize"
import { ARTICLE_TYPES } from "../schema-org/article-types"
import { typeSet } from "../schema-org/type-set"
import type { Extractor } from "./extraction"
import { originalMainWords } from "./original-words"
import { scannedPage } from "./scan-memo"
import { isUnavailable } from "./unavailable"

/** Page types by schema.org type: Article's whole hierarchy, and the other types of one piece of writing. */
const BY_SCHEMA_TYPE: ReadonlyArray<readonly [ReadonlySet<string>, PageType]> = [
  [
    typeSet("Product ProductGroup ProductModel IndividualProduct SomeProducts Offer AggregateOffer"),
    "product",
  ],
  [new Set([...ARTICLE_TYPES, "Recipe", "HowTo", "Review"]), "article"],
  [typeSet("ContactPage"), "contact"],
  [typeSet("AboutPage ProfilePage"), "about"],
  [typeSet("CollectionPage OfferCatalog SearchResultsPage ItemList"), "category"],
]

const BY_PATH: ReadonlyArray<readonly [RegExp, PageType]> = [
  [/\/(contact|contacts|contact-us|kontakt|kontakty|contacto|contactanos|contactenos)(\/|\.|$)/i, "contact"],
  [
    /\/(about|about-us|o-nas|o-mne|o-firme|acerca|acerca-de|sobre|sobre-nosotros|quienes-somos|nosotros)(\/|\.|$)/i,
    "about",
  ],
  [
    /\/(category|categories|kategoria|kategorie|categoria|categorias|collections?|tag|tags|shop|obchod|tienda)(\/|$)/i,
    "category",
  ],
  [/\/(product|products|produkt|produkty|producto|productos|p|item|dp)\//i, "product"],
  [
    /\/(blog|news|article|articles|clanok|clanky|spravy|noticias|articulo|articulos|\d{4}\/\d{2})\//i,
    "article",
  ],
]

const CONTACT_HEADING =
  /^(contact|contact us|get in touch|kontakt|kontakty|kontaktujte nas|contacto|contactenos|contactanos)\b/
const ABOUT_HEADING =
  /^(about|about us|who we are|o nas|o mne|kto sme|sobre nosotros|quienes somos|acerca de)\b/
const MIN_TEASERS = 5
/** A phone number or an e-mail address to write to: `mailto:?subject=…` with no recipient shares the page. */
const CONTACT_LINK = /^(tel:|mailto:[^?]*@)/i

/**
 * What kind of page this is: from structured data, Open Graph, the URL, then the page's structure
 * (a contact form with a phone or e-mail link, an "About us" heading, a list of article teasers, a long
 * dated article).
 */
export const extractPageType: Extractor<"pageType"> = (context) => {
  const { get } = context
  const structuredData = get("structuredData")
  const head = get("head")
  const http = get("http")
  if (!isUnavailable(structuredData)) {
    for (const [types, type] of BY_SCHEMA_TYPE) {
      const found = structuredData.types.find((name) => types.has(name))
      if (found) return { type, reason: `structured data @type ${found}` }
    }
  }
  const ogType = isUnavailable(head) ? undefined : head.property("og:type")?.content?.trim().toLowerCase()
  if (ogType === "product" || ogType === "og:product" || ogType === "product.item")
    return { type: "product", reason: `og:type ${ogType}` }
  if (ogType === "article") return { type: "article", reason: "og:type article" }
  if (!isUnavailable(http)) {
    const path = http.url.pathname
    if (path === "/" || path === "" || /^\/(index\.\w+|[a-z]{2}(-[a-z]{2})?)\/?$/i.test(path))
      return { type: "home", reason: `the site's root address ${path}` }
    for (const [pattern, type] of BY_PATH) if (pattern.test(path)) return { type, reason: `URL path ${path}` }
  }
  return byStructure(context)
}

const byStructure: Extractor<"pageType"> = (context) => {
  const { get } = context
  const headings = get("headings")
  const links = get("links")
  const document = get("document")
  const content = get("content")
  const h1 = isUnavailable(headings) ? "" : fold(headings.find((heading) => heading.level === 1)?.text ?? "")
  const contactLinks = isUnavailable(links)
    ? 0
    : links.filter((link) => CONTACT_LINK.test(link.href?.trim() ?? "")).length
  const forms = isUnavailable(document) ? 0 : document.forms.length
  if (CONTACT_HEADING.test(h1) || (forms > 0 && contactLinks > 0 && !isLong(content, 400)))
    return {
      type: "contact",
      reason: CONTACT_HEADING.test(h1) ? `H1 "${h1}"` : "a form beside phone or e-mail links",
    }
  if (ABOUT_HEADING.test(h1)) return { type: "about", reason: `H1 "${h1}"` }
  const articles = (scannedPage(context).scan.byTag.get("article") ?? []).filter((element) => !element.hidden)
  if (articles.length >= MIN_TEASERS)
    return { type: "category", reason: `a list of ${articles.length} <article> teasers` }
  if (
    !isUnavailable(content) &&
    isLong(content, 300) &&
    (articles.length === 1 || content.bylines.length > 0)
  )
    return { type: "article", reason: "300 words or more of main text in an <article> or under a byline" }
  return { type: "other", reason: "no signal decided it" }
}

/** Long by the words said once (`originalMainWords`): a text pasted three times is no longer an article for it. */
const isLong = (content: ReturnType<Extractor<"content">>, words: number): boolean =>
  !isUnavailable(content) && originalMainWords(content) >= words

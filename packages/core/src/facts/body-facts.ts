import { labelledByTexts } from "../aria/labelled-by"
import { siteOfHost } from "../predicates/same-site"
import { baseUrlOf } from "./base-url"
import type { Extractor } from "./extraction"
import type { Heading, ImageFact, LinkFact } from "./page-facts"
import { inMainRegion, scannedPage } from "./scan-memo"
import { resolveUrl } from "./text"

export const extractHeadings: Extractor<"headings"> = (context) => {
  const page = scannedPage(context)
  return page.scan.headings.map(
    ({ element, text }): Heading => ({
      level: Number(element.tag.slice(1)) as Heading["level"],
      text,
      location: element.location,
      inMain: inMainRegion(page, element.index),
      hidden: element.hidden,
    }),
  )
}

/** Same site: same registrable domain, or the same host where there is none (IP literals, localhost). */
const siteResolver = () => {
  const sites = new Map<string, string>()
  return (url: URL): string | null => {
    if (url.protocol !== "http:" && url.protocol !== "https:") return null
    let site = sites.get(url.hostname)
    if (site === undefined) {
      site = siteOfHost(url.hostname)
      sites.set(url.hostname, site)
    }
    return site
  }
}

const parseUrl = (reference: string, base: string): URL | null => {
  try {
    return new URL(reference.trim(), base)
  } catch {
    return null
  }
}

const withoutFragment = (href: string): string => href.replace(/#.*$/, "")

/** What a link's target is: the same for every link with the same `href` on a page. */
interface Target {
  readonly url: string | null
  readonly internal: boolean
  readonly samePage: boolean
}

const WHITE_SPACE = /\s+/

/** The lower-cased tokens of a `rel` attribute. */
const relTokens = (rel: string | undefined): string[] =>
  rel === undefined
    ? []
    : rel
        .toLowerCase()
        .split(WHITE_SPACE)
        .filter((token) => token !== "")

export const extractLinks: Extractor<"links"> = (context) => {
  const page = scannedPage(context)
  const baseUrl = baseUrlOf(context)
  const siteOf = siteResolver()
  const pageUrl = parseUrl(context.snapshot.finalUrl, context.snapshot.finalUrl)
  const pageSite = pageUrl && siteOf(pageUrl)
  const pageWithoutFragment = withoutFragment(context.snapshot.finalUrl)
  // Pages link to the same targets again and again (menus, pagination, footers): each is resolved once.
  const targets = new Map<string, Target>()
  const targetOf = (href: string): Target => {
    let target = targets.get(href)
    if (target === undefined) {
      const parsed = parseUrl(href, baseUrl)
      const url = parsed?.href ?? null
      target = {
        url,
        internal: parsed !== null && pageSite !== null && siteOf(parsed) === pageSite,
        samePage: url !== null && withoutFragment(url) === pageWithoutFragment,
      }
      targets.set(href, target)
    }
    return target
  }
  const noTarget: Target = { url: null, internal: false, samePage: false }
  return page.scan.anchors.map(({ element, text, imageAlts, renderedText, textLang }): LinkFact => {
    const svg = element.foreign
    const href = element.attributes.href ?? (svg ? element.attributes["xlink:href"] : undefined) ?? null
    const { url, internal, samePage } = href === null ? noTarget : targetOf(href)
    return {
      svg,
      href,
      url,
      text,
      ariaLabel: element.attributes["aria-label"] ?? null,
      title: element.attributes.title ?? null,
      imageAlts,
      rel: relTokens(element.attributes.rel),
      internal,
      samePage,
      attributes: element.attributes,
      lang: element.lang,
      inMain: inMainRegion(page, element.index),
      hidden: element.hidden,
      location: element.location,
      renderedText,
      textLang,
      ancestorHasEventHandler: element.ancestorHasEventHandler,
    }
  })
}

export const extractImages: Extractor<"images"> = (context) => {
  const page = scannedPage(context)
  const baseUrl = baseUrlOf(context)
  const labelledBy = labelledByTexts(page.scan)
  return (page.scan.byTag.get("img") ?? []).map((element): ImageFact => {
    const src = element.attributes.src ?? null
    return {
      src,
      url: src === null || src.trim() === "" ? null : resolveUrl(src, baseUrl),
      srcset: element.attributes.srcset ?? null,
      alt: element.attributes.alt ?? null,
      attributes: element.attributes,
      width: element.attributes.width ?? null,
      height: element.attributes.height ?? null,
      loading: element.attributes.loading ?? null,
      inPicture: element.inPicture,
      inLink: element.inLink,
      inMain: inMainRegion(page, element.index),
      hidden: element.hidden,
      location: element.location,
      labelledByText: labelledBy(element),
    }
  })
}

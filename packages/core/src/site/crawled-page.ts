import type { ExtractedFacts } from "../facts/extraction"
import type { FactKey, HttpFacts, LinkFact, PageFacts } from "../facts/page-facts"
import { isUnavailable, type Unavailable } from "../facts/unavailable"
import { blockingDirective } from "../predicates/indexing-directives"
import type { CrawledAlternate, CrawledLink, CrawledPage, CrawledRedirectHop } from "./site-facts"
import { textFingerprint } from "./text-fingerprint"

/** The page facts `pageCrawlFactsOf` reads: extract at least these (with `extractFacts(snapshot, { keys })`). */
export const CRAWLED_PAGE_FACTS = [
  "http",
  "head",
  "headings",
  "links",
  "content",
] as const satisfies ReadonlyArray<FactKey>

/**
 * The crawl's URL normalisation: the normalised absolute URL of an address in the crawl's scope, or
 * null for one outside it (another host, an excluded path, not http(s)).
 */
export type UrlNormaliser = (url: string) => string | null

/** What only the crawler knows of a page. */
export interface CrawlPosition {
  /** The address the crawl requested (its frontier key). */
  readonly requestedUrl: string
  /** Clicks from the start URL along followed links; null when reached otherwise (a sitemap, a canonical, …). */
  readonly depth: number | null
  readonly inSitemap: boolean
  readonly normalise: UrlNormaliser
  /** The page's own main score from its audit, when it has one. */
  readonly score?: number | null | undefined
}

const ANCHOR_CHARACTERS = 100

/** An address out of the crawl's scope, kept as written but for its fragment (canonicals and alternates may point off-site). */
const plainUrl = (url: string): string => {
  if (!URL.canParse(url)) return url
  const parsed = new URL(url)
  parsed.hash = ""
  return parsed.href
}

const normalisedOrPlain = (url: string, normalise: UrlNormaliser): string => normalise(url) ?? plainUrl(url)

/** Robots directives for search engines in general or Google: `<meta name=robots|googlebot>` and `X-Robots-Tag`. */
const robotsOf = (
  http: HttpFacts,
  head: PageFacts["head"] | undefined,
): { readonly noindex: boolean; readonly nofollow: boolean } => {
  const now = Date.parse(http.fetchedAt)
  const values = [
    ...(head?.metas ?? [])
      .filter((meta) => meta.inHead && /^(robots|googlebot)$/i.test(meta.name ?? ""))
      .map((meta) => meta.content ?? ""),
    ...http.xRobotsTag
      .filter((group) => group.userAgent === null || /^googlebot$/i.test(group.userAgent))
      .map((group) => group.directives.join(",")),
  ]
  return {
    noindex: values.some((value) => blockingDirective(value, now) !== undefined),
    nofollow: values.some((value) =>
      value
        .toLowerCase()
        .split(",")
        .some((directive) => ["nofollow", "none"].includes(directive.trim())),
    ),
  }
}

const canonicalOf = (http: HttpFacts, head: PageFacts["head"] | undefined): string | null => {
  const tag = (head?.linksWithRel("canonical") ?? []).find((link) => link.inHead && link.url !== null)
  if (tag?.url) return tag.url
  return http.linkHeader.find((entry) => entry.rel.includes("canonical"))?.url ?? null
}

/** The page's hreflang alternates as written: `hreflang` trimmed and lower-cased, the URLs not yet normalised. */
const declaredAlternates = (
  http: HttpFacts,
  head: PageFacts["head"] | undefined,
): ReadonlyArray<CrawledAlternate> =>
  [
    ...(head?.linksWithRel("alternate") ?? []).flatMap((link) =>
      link.inHead && link.hreflang && link.url ? [{ hreflang: link.hreflang, url: link.url }] : [],
    ),
    ...http.linkHeader.flatMap((entry) =>
      entry.rel.includes("alternate") && entry.hreflang ? [{ hreflang: entry.hreflang, url: entry.url }] : [],
    ),
  ].flatMap((alternate) => {
    const hreflang = alternate.hreflang.trim().toLowerCase()
    return hreflang === "" ? [] : [{ hreflang, url: alternate.url }]
  })

const alternatesOf = (
  declared: ReadonlyArray<CrawledAlternate>,
  normalise: UrlNormaliser,
): ReadonlyArray<CrawledAlternate> => {
  const seen = new Set<string>()
  return declared.flatMap(({ hreflang, url: written }) => {
    const url = normalisedOrPlain(written, normalise)
    const key = `${hreflang} ${url}`
    if (seen.has(key)) return []
    seen.add(key)
    return [{ hreflang, url }]
  })
}

const anchorOf = (link: LinkFact): string => {
  const text = [link.text, link.ariaLabel ?? "", link.title ?? "", link.imageAlts.join(" ")]
    .map((candidate) => candidate.replace(/\s+/gu, " ").trim())
    .find((candidate) => candidate !== "")
  return [...(text ?? "")].slice(0, ANCHOR_CHARACTERS).join("")
}

/** The same address in the other of http and https. */
const otherScheme = (url: string): string | null => {
  const match = /^(https?):/i.exec(url)
  if (match === null) return null
  return `${match[1]?.toLowerCase() === "https" ? "http" : "https"}${url.slice(match[0].length - 1)}`
}

/**
 * The target of a link as the crawl keeps it: in scope (normalised), or a page of the scope asked for
 * in the other scheme (kept with its own scheme, for `mixed-scheme-links`); null for anything else.
 */
const linkTarget = (url: string, normalise: UrlNormaliser): string | null => {
  const inScope = normalise(url)
  if (inScope !== null) return inScope
  const swapped = otherScheme(url)
  const swappedInScope = swapped === null ? null : normalise(swapped)
  return swappedInScope === null ? null : (otherScheme(swappedInScope) ?? null)
}

/** The page's `<a href>` links to other addresses as written (the page's own nofollow included), not yet normalised. */
const declaredLinks = (links: ReadonlyArray<LinkFact>, pageNofollow: boolean): ReadonlyArray<CrawledLink> =>
  links.flatMap((link) =>
    link.url === null || link.samePage
      ? []
      : [
          {
            url: link.url,
            nofollow: pageNofollow || link.rel.includes("nofollow"),
            anchor: anchorOf(link),
            line: link.location.line,
          },
        ],
  )

const linksOf = (
  declared: ReadonlyArray<CrawledLink>,
  normalise: UrlNormaliser,
): ReadonlyArray<CrawledLink> => {
  const seen = new Set<string>()
  return declared.flatMap((link) => {
    const url = linkTarget(link.url, normalise)
    if (url === null) return []
    const key = `${link.nofollow ? "n" : "f"} ${url}`
    if (seen.has(key)) return []
    seen.add(key)
    return [{ ...link, url }]
  })
}

const present = <T>(value: T | Unavailable | undefined): T | undefined =>
  value === undefined || isUnavailable(value) ? undefined : value

const collapsedOrNull = (text: string | null | undefined): string | null => {
  const collapsed = (text ?? "").replace(/\s+/gu, " ").trim()
  return collapsed === "" ? null : collapsed
}

/**
 * What a crawl reads of one answered page, before its URLs are normalised by the crawl's scope: plain,
 * structured-cloneable data, so an audit can hand it over from wherever it ran (a worker thread) and
 * the page is parsed once. `crawledPageOf` makes the page's `CrawledPage` of it.
 */
export interface PageCrawlFacts {
  readonly status: number
  /** Where the redirects ended, as fetched. */
  readonly finalUrl: string
  readonly redirects: ReadonlyArray<CrawledRedirectHop>
  readonly html: boolean
  /** The canonical URL as the page names it (absolute); null without one. */
  readonly canonical: string | null
  readonly robots: { readonly noindex: boolean; readonly nofollow: boolean }
  readonly title: string | null
  readonly description: string | null
  readonly h1: string | null
  /** Every hreflang alternate declared, in order, repeats included. */
  readonly alternates: ReadonlyArray<CrawledAlternate>
  /** Every link to another address, in document order, repeats and other sites included. */
  readonly links: ReadonlyArray<CrawledLink>
  readonly text: CrawledPage["text"]
}

/**
 * A page's crawl facts from its `PageFacts` (at least `CRAWLED_PAGE_FACTS`; an unavailable fact leaves
 * its part empty); undefined when even its HTTP facts are unavailable. Pure.
 */
export const pageCrawlFactsOf = (facts: ExtractedFacts): PageCrawlFacts | undefined => {
  const http = present<HttpFacts>(facts.http)
  if (http === undefined) return undefined
  const head = present<PageFacts["head"]>(facts.head)
  const headings = present<PageFacts["headings"]>(facts.headings) ?? []
  const content = present<PageFacts["content"]>(facts.content)
  const robots = robotsOf(http, head)
  const served = http.isHtml && http.status >= 200 && http.status < 300
  return {
    status: http.status,
    finalUrl: http.finalUrl,
    redirects: http.redirects.map((hop): CrawledRedirectHop => ({ url: hop.url, status: hop.status })),
    html: http.isHtml,
    canonical: canonicalOf(http, head),
    robots,
    title: collapsedOrNull(head?.title),
    description: collapsedOrNull(head?.meta("description")?.content),
    h1: collapsedOrNull(headings.find((heading) => heading.level === 1)?.text),
    alternates: declaredAlternates(http, head),
    links: http.isHtml ? declaredLinks(present<PageFacts["links"]>(facts.links) ?? [], robots.nofollow) : [],
    text: served && content ? textFingerprint(content.mainText) : null,
  }
}

/**
 * What a crawl keeps of one fetched page for the cross-page rules: its crawl facts (undefined when
 * they could not be read) and what only the crawler knows. Every URL is normalised by the crawl's
 * normaliser; links out of scope are dropped (but for a page of the scope linked in the other scheme),
 * canonicals and alternates out of scope are kept without their fragment. Pure.
 */
export const crawledPageFrom = (read: PageCrawlFacts | undefined, crawl: CrawlPosition): CrawledPage => {
  const url = normalisedOrPlain(crawl.requestedUrl, crawl.normalise)
  if (read === undefined)
    return failedCrawledPage({ ...crawl, url: crawl.requestedUrl, status: null, failure: "internal" })
  const finalUrl = normalisedOrPlain(read.finalUrl, crawl.normalise)
  const canonical = read.canonical === null ? null : normalisedOrPlain(read.canonical, crawl.normalise)
  const served = read.html && read.status >= 200 && read.status < 300
  return {
    url,
    depth: crawl.depth,
    status: read.status,
    failure: null,
    redirects: read.redirects.map(
      (hop): CrawledRedirectHop => ({ url: normalisedOrPlain(hop.url, crawl.normalise), status: hop.status }),
    ),
    finalUrl,
    html: read.html,
    canonical,
    robots: read.robots,
    indexable: served && !read.robots.noindex && (canonical === null || canonical === finalUrl),
    title: read.title,
    description: read.description,
    h1: read.h1,
    alternates: alternatesOf(read.alternates, crawl.normalise),
    links: linksOf(read.links, crawl.normalise),
    inSitemap: crawl.inSitemap,
    text: read.text,
    score: crawl.score ?? null,
  }
}

/** `crawledPageFrom` over a page's `PageFacts` (at least `CRAWLED_PAGE_FACTS`). */
export const crawledPageOf = (facts: ExtractedFacts, crawl: CrawlPosition): CrawledPage =>
  crawledPageFrom(pageCrawlFactsOf(facts), crawl)

/** A page the crawl asked for and got no page from: a failed fetch, or an answer it could not read. */
export interface FailedFetch {
  /** The address requested. */
  readonly url: string
  readonly depth: number | null
  readonly inSitemap: boolean
  /** The status of the answer, when one came. */
  readonly status: number | null
  /** The contract's page failure code (`unreachable`, `timeout`, `too_large`, `not_html`, `blocked`, `internal`). */
  readonly failure: string | null
  /** The redirect hops followed before the failure (a redirect loop ends as a failure after them). */
  readonly redirects?: ReadonlyArray<CrawledRedirectHop> | undefined
  /** The last address asked, when redirects led away from `url`. */
  readonly finalUrl?: string | undefined
  /** The crawl's normaliser; without one the URLs are kept as given. */
  readonly normalise?: UrlNormaliser | undefined
}

/** The `CrawledPage` of a failed fetch: its status and failure, nothing read from a page. */
export const failedCrawledPage = (fetch: FailedFetch): CrawledPage => {
  const normalise = fetch.normalise ?? ((url: string) => url)
  const url = normalisedOrPlain(fetch.url, normalise)
  const redirects = (fetch.redirects ?? []).map((hop) => ({
    url: normalisedOrPlain(hop.url, normalise),
    status: hop.status,
  }))
  return {
    url,
    depth: fetch.depth,
    status: fetch.status,
    failure: fetch.failure,
    redirects,
    finalUrl: fetch.finalUrl === undefined ? url : normalisedOrPlain(fetch.finalUrl, normalise),
    html: false,
    canonical: null,
    robots: { noindex: false, nofollow: false },
    indexable: false,
    title: null,
    description: null,
    h1: null,
    alternates: [],
    links: [],
    inSitemap: fetch.inSitemap,
    text: null,
    score: null,
  }
}

/** A request the crawl stopped at a redirect hop: the hop's target is fetched by a request of its own, or robots.txt disallows it. */
export interface RedirectAnsweredApart {
  /** The address requested. */
  readonly url: string
  readonly depth: number | null
  readonly inSitemap: boolean
  /** The hops answered, the last one leading to `target`. */
  readonly redirects: ReadonlyArray<CrawledRedirectHop>
  /** Where the last hop leads. */
  readonly target: string
  readonly normalise: UrlNormaliser
}

/** The `CrawledPage` of a request stopped at a redirect hop: its hops, and no answer of its own (`answeredApart`). */
export const redirectCrawledPage = (stopped: RedirectAnsweredApart): CrawledPage => ({
  ...failedCrawledPage({
    url: stopped.url,
    depth: stopped.depth,
    inSitemap: stopped.inSitemap,
    status: null,
    failure: null,
    redirects: stopped.redirects,
    finalUrl: stopped.target,
    normalise: stopped.normalise,
  }),
  answeredApart: true,
})

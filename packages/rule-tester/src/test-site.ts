import {
  type CrawledAlternate,
  type CrawledLink,
  type CrawledPage,
  type RobotsBlockedUrl,
  type SiteFacts,
  textFingerprint,
} from "@svc/core"

/** The origin of a test site: pages may be named by their path alone. */
export const TEST_ORIGIN = "https://example.com"

/** A link of a test page: its target (a path or an absolute URL), or the whole link. */
export type TestLink =
  | string
  | {
      readonly url: string
      readonly nofollow?: boolean
      readonly anchor?: string
      readonly line?: number | null
    }

/**
 * One page of a test site: its URL (a path or absolute) and whatever differs from a clean page — an
 * HTML page answering 200 at its own address, with a title, description and H1 of its own, no main
 * text (give `text` to compare texts), in the sitemap.
 */
export interface TestPage {
  readonly url: string
  readonly status?: number | null
  readonly failure?: string | null
  /** The addresses it redirects through, in order, the last one being where it ends (each hop a 301). */
  readonly redirectsTo?: ReadonlyArray<string>
  /** The status of each hop; 301 for every hop by default. */
  readonly redirectStatus?: number
  readonly html?: boolean
  readonly canonical?: string | null
  readonly noindex?: boolean
  readonly nofollow?: boolean
  readonly title?: string | null
  readonly description?: string | null
  readonly h1?: string | null
  /** hreflang → URL. */
  readonly alternates?: Readonly<Record<string, string>>
  readonly links?: ReadonlyArray<TestLink>
  /** The main text, fingerprinted as a crawl does. */
  readonly text?: string | null
  /** Clicks from the start page; computed along followed links when not given. */
  readonly depth?: number | null
}

export interface TestSiteOptions {
  /** The start page; the first page by default. */
  readonly start?: string
  /** The sitemap's URLs; by default every page that answers 200 at its own address and is indexable. */
  readonly sitemap?: ReadonlyArray<string>
  /** URLs robots.txt disallows, each with the pages (and lines) linking to it. */
  readonly robotsBlocked?: ReadonlyArray<{ readonly url: string; readonly linkedFrom: ReadonlyArray<string> }>
  readonly llmsTxt?: {
    readonly listed: ReadonlyArray<{
      readonly url: string
      readonly status: number | null
      readonly blocked?: boolean
    }>
  } | null
}

/** An absolute URL of the test site. */
export const testUrl = (url: string): string => new URL(url, TEST_ORIGIN).href

const linkOf = (link: TestLink, index: number): CrawledLink =>
  typeof link === "string"
    ? { url: testUrl(link), nofollow: false, anchor: `link ${index + 1}`, line: index + 10 }
    : {
        url: testUrl(link.url),
        nofollow: link.nofollow ?? false,
        anchor: link.anchor ?? `link ${index + 1}`,
        line: link.line === undefined ? index + 10 : link.line,
      }

const pageOf = (page: TestPage): Omit<CrawledPage, "depth" | "inSitemap"> => {
  const url = testUrl(page.url)
  const hops = (page.redirectsTo ?? []).map(testUrl)
  const finalUrl = hops.at(-1) ?? url
  const redirects =
    hops.length === 0
      ? []
      : [url, ...hops.slice(0, -1)].map((hop) => ({ url: hop, status: page.redirectStatus ?? 301 }))
  const status = page.status === undefined ? 200 : page.status
  const html = page.html ?? status !== null
  const canonical = page.canonical == null ? null : testUrl(page.canonical)
  const noindex = page.noindex ?? false
  const path = new URL(url).pathname + new URL(url).search
  const alternates: CrawledAlternate[] = Object.entries(page.alternates ?? {}).map(([hreflang, target]) => ({
    hreflang: hreflang.toLowerCase(),
    url: testUrl(target),
  }))
  return {
    url,
    status,
    failure: page.failure ?? (status === null ? "unreachable" : null),
    redirects,
    finalUrl,
    html,
    canonical,
    robots: { noindex, nofollow: page.nofollow ?? false },
    indexable:
      html &&
      status !== null &&
      status >= 200 &&
      status < 300 &&
      !noindex &&
      (canonical === null || canonical === finalUrl),
    title: page.title === undefined ? `Title of ${path}` : page.title,
    description: page.description === undefined ? `Description of ${path}` : page.description,
    h1: page.h1 === undefined ? `Heading of ${path}` : page.h1,
    alternates,
    links: (page.links ?? []).map((link, index) => {
      const crawled = linkOf(link, index)
      return page.nofollow ? { ...crawled, nofollow: true } : crawled
    }),
    text: page.text == null ? null : textFingerprint(page.text),
    score: null,
  }
}

/** Clicks from the start page along followed links (a redirecting address passes its clicks on to where it ends). */
const depthsFrom = (start: string, pages: ReadonlyMap<string, Omit<CrawledPage, "depth" | "inSitemap">>) => {
  const depth = new Map<string, number>([[start, 0]])
  const queue = [start]
  while (queue.length > 0) {
    const url = queue.shift() as string
    const page = pages.get(url)
    if (page === undefined) continue
    const next = (depth.get(url) ?? 0) + 1
    const targets =
      page.redirects.length > 0
        ? [page.finalUrl]
        : page.links.filter((link) => !link.nofollow).map((link) => link.url)
    for (const target of targets) {
      if (depth.has(target)) continue
      depth.set(target, page.redirects.length > 0 ? next - 1 : next)
      queue.push(target)
    }
  }
  return depth
}

/**
 * The `SiteFacts` of a small test site, as a crawl of it would keep them: pages named by path, clean
 * unless a field says otherwise, depths computed from the start page, the sitemap listing every clean page.
 */
export const testSite = (pages: ReadonlyArray<TestPage>, options: TestSiteOptions = {}): SiteFacts => {
  const built = new Map(pages.map((page) => [testUrl(page.url), pageOf(page)] as const))
  const startUrl = testUrl(options.start ?? pages[0]?.url ?? "/")
  const depths = depthsFrom(startUrl, built)
  const sitemapUrls =
    options.sitemap?.map(testUrl) ??
    [...built.values()]
      .filter((page) => page.indexable && page.redirects.length === 0)
      .map((page) => page.url)
  const sitemap = new Set(sitemapUrls)
  const robotsBlocked: RobotsBlockedUrl[] = (options.robotsBlocked ?? []).map((blocked) => ({
    url: testUrl(blocked.url),
    linkedFrom: blocked.linkedFrom.map((from) => {
      const page = built.get(testUrl(from))
      const link = page?.links.find((candidate) => candidate.url === testUrl(blocked.url))
      return { page: testUrl(from), line: link?.line ?? null }
    }),
  }))
  return {
    startUrl,
    pages: pages.map((page) => {
      const crawled = built.get(testUrl(page.url)) as Omit<CrawledPage, "depth" | "inSitemap">
      return {
        ...crawled,
        depth: page.depth === undefined ? (depths.get(crawled.url) ?? null) : page.depth,
        inSitemap: sitemap.has(crawled.url),
      }
    }),
    sitemapUrls,
    robotsBlocked,
    llmsTxt:
      options.llmsTxt == null
        ? null
        : {
            url: testUrl("/llms.txt"),
            listed: options.llmsTxt.listed.map((entry) => ({
              url: testUrl(entry.url),
              status: entry.status,
              blocked: entry.blocked ?? false,
            })),
          },
  }
}

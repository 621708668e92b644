/**
 * What a crawl keeps of each page and of the site for the cross-page rules (issue 34). Plain,
 * JSON-serialisable data: the crawler stores one `CrawledPage` per fetched URL as it goes, and the
 * cross-page rules read a `SiteFacts` built from the store when the crawl ends. Every URL here is
 * normalised by the crawl's URL normalisation (fragment dropped, default port removed,
 * percent-encoding case), so equal pages have equal strings.
 */

/** One hop of a redirect chain: the address that answered and its redirect status. */
export interface CrawledRedirectHop {
  readonly url: string
  readonly status: number
}

/** An outgoing `<a href>` link of a page to a page of the crawl's scope (or to the same site in another scheme). */
export interface CrawledLink {
  /** The target, absolute and normalised. */
  readonly url: string
  /** `rel` contains `nofollow` (or the page's robots directives say `nofollow`). */
  readonly nofollow: boolean
  /** The link's text (its accessible name when it has no text), white space collapsed, at most 100 characters. */
  readonly anchor: string
  /** The 1-based line of the `<a>` in the page's HTML; null when not known. */
  readonly line: number | null
}

/** An `hreflang` alternate the page declares (`<link rel=alternate hreflang>`, the `Link` header, or the sitemap). */
export interface CrawledAlternate {
  /** The `hreflang` value as written, lower-cased (`x-default` included). */
  readonly hreflang: string
  readonly url: string
}

/** The per-page facts the cross-page rules read. */
export interface CrawledPage {
  /** The address the crawl requested (normalised): the frontier's key for this page. */
  readonly url: string
  /** Clicks from the start URL along followed links; null when reached only through a sitemap, a canonical, an alternate or llms.txt. */
  readonly depth: number | null
  /** The final answer's HTTP status; null when no answer came (the fetch failed: see `failure`). */
  readonly status: number | null
  /** The page failure code of the contract (`timeout`, `dns`, …) when the fetch failed; null otherwise. */
  readonly failure: string | null
  /** The redirect hops before the final answer, in order (empty without a redirect). */
  readonly redirects: ReadonlyArray<CrawledRedirectHop>
  /** Where the redirects ended (equal to `url` without a redirect). */
  readonly finalUrl: string
  /**
   * The crawl stopped at the last hop of `redirects`: `finalUrl` was fetched by a request of its own, and
   * its record answers for this one (the site view completes it). Absent or false otherwise.
   */
  readonly answeredApart?: boolean | undefined
  /** The answer is an HTML document. */
  readonly html: boolean
  /** The canonical URL the page names (`<link rel=canonical>` or the `Link` header), absolute and normalised; null without one. */
  readonly canonical: string | null
  /** Robots directives for search engines, from `<meta name=robots|googlebot>` and `X-Robots-Tag` together. */
  readonly robots: { readonly noindex: boolean; readonly nofollow: boolean }
  /** Served as HTML with a 2xx status, not `noindex`, and its canonical absent or itself. */
  readonly indexable: boolean
  readonly title: string | null
  readonly description: string | null
  /** The text of the first `<h1>`; null without one. */
  readonly h1: string | null
  readonly alternates: ReadonlyArray<CrawledAlternate>
  /** Outgoing links to pages of the site, in document order, each target once per (target, nofollow) pair. */
  readonly links: ReadonlyArray<CrawledLink>
  /** Listed in one of the site's sitemaps. */
  readonly inSitemap: boolean
  /** The page's main text: a hash of the whole text (equal text, equal hash), its MinHash signature and its word count. */
  readonly text: {
    readonly hash: string
    readonly minhash: ReadonlyArray<number>
    readonly words: number
  } | null
  /** The page's own main score from its audit; null when not audited or not measured. */
  readonly score: number | null
}

/** A URL the crawl did not fetch because robots.txt disallows it, and the pages that link to it. */
export interface RobotsBlockedUrl {
  readonly url: string
  readonly linkedFrom: ReadonlyArray<{ readonly page: string; readonly line: number | null }>
}

/** What the crawl learned of the site as a whole. */
export interface SiteFacts {
  /** The start URL, normalised: depth 0. */
  readonly startUrl: string
  readonly pages: ReadonlyArray<CrawledPage>
  /** Every page URL the site's sitemaps list (normalised, once each); empty when it has none. */
  readonly sitemapUrls: ReadonlyArray<string>
  readonly robotsBlocked: ReadonlyArray<RobotsBlockedUrl>
  /** The URLs /llms.txt lists on the start URL's origin, each with its status (null: not answered) and whether robots.txt blocks it; null without an llms.txt. */
  readonly llmsTxt: {
    readonly url: string
    readonly listed: ReadonlyArray<{
      readonly url: string
      readonly status: number | null
      readonly blocked: boolean
    }>
  } | null
}

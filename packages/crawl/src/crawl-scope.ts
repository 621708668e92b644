import { type CrawledPage, siteOfHost } from "@svc/core"
import { pathGlob } from "./url-glob"

/** Which URLs a crawl follows. */
export interface ScopeOptions {
  /** `host` (default): the start URL's host and port only; `site`: every host of its registrable domain. */
  readonly scope?: "host" | "site" | undefined
  /** Path globs (see `pathGlob`): when given, a URL's path must match one. */
  readonly include?: ReadonlyArray<string> | undefined
  /** Path globs: a URL whose path matches one is not followed. */
  readonly exclude?: ReadonlyArray<string> | undefined
}

/**
 * Whether a (normalised, http(s)) URL belongs to the crawl of `startUrl`: on the start URL's host in
 * either scheme (or, with `scope: "site"`, on any host of its registrable domain by the Public Suffix
 * List with its private section, so `alice.github.io` never reaches `bob.github.io`), its path matching
 * an `include` glob when there are any and no `exclude` glob.
 */
export const crawlScope = (startUrl: string, options: ScopeOptions = {}): ((url: string) => boolean) => {
  const start = new URL(startUrl)
  const startSite = siteOfHost(start.hostname)
  const included = (options.include ?? []).map(pathGlob)
  const excluded = (options.exclude ?? []).map(pathGlob)
  const onHost =
    options.scope === "site"
      ? (url: URL) => siteOfHost(url.hostname) === startSite
      : (url: URL) => url.host === start.host
  return (text) => {
    let url: URL
    try {
      url = new URL(text)
    } catch {
      return false
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return false
    if (!onHost(url)) return false
    if (included.length > 0 && !included.some((matches) => matches(url.pathname))) return false
    return !excluded.some((matches) => matches(url.pathname))
  }
}

/**
 * What to tell when the start URL redirects out of the crawl's scope (`http://example.com` to
 * `https://www.example.com/` crawled with the host scope): the crawl keeps to the start URL's host, so
 * it ends at that one page; the sentence names where the site is and how to crawl it. Null otherwise.
 */
export const startLeftScope = (start: CrawledPage, keyOf: (url: string) => string | null): string | null => {
  if (start.finalUrl === start.url || keyOf(start.finalUrl) !== null) return null
  // Both are addresses the fetcher asked: the start URL's key and where its redirects led.
  const from = new URL(start.url)
  const site = siteOfHost(from.hostname)
  return (
    `The start URL redirects to ${start.finalUrl}, out of the crawl's scope (${from.host}), so the crawl ` +
    `did not follow its links. Crawl ${start.finalUrl} instead` +
    (site === siteOfHost(new URL(start.finalUrl).hostname)
      ? `, or widen the scope to the site (--scope site) to take in every host of ${site}.`
      : ".")
  )
}

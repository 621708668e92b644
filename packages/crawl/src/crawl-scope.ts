import { siteOfHost } from "@svc/core"
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

import type { Fetcher } from "./fetcher"

/** What the site files are read through: a Fetcher's two requests, or those requests gated. */
export type SiteFileSource = Pick<Fetcher, "fetchText" | "fetchRedirects">

/**
 * Runs one request when its caller allows it, e.g. a crawl's turn at the host (one of its request
 * slots, after its next allowed start): called with the address before each request, it resolves to
 * what `request` resolves to.
 */
export type RequestGate = <T>(url: string, request: () => Promise<T>) => Promise<T>

/** `source` with every request through `gate`. */
export const gatedSource = (source: SiteFileSource, gate: RequestGate): SiteFileSource => ({
  fetchText: (url, limits, options, signal) =>
    gate(url, () => source.fetchText(url, limits, options, signal)),
  fetchRedirects: (url, limits, signal) => gate(url, () => source.fetchRedirects(url, limits, signal)),
})

import type { CrawledPage, SiteView } from "@svc/core"

/** The addresses a request passed through, in order: the requested URL, each hop, the final URL. */
export const chainOf = (page: CrawledPage): ReadonlyArray<string> => {
  const chain = [page.url]
  for (const hop of page.redirects) if (chain.at(-1) !== hop.url) chain.push(hop.url)
  if (chain.at(-1) !== page.finalUrl) chain.push(page.finalUrl)
  return chain
}

/** The addresses of a redirect loop the request ran into (from the first repeated one), or null. */
export const loopOf = (page: CrawledPage): ReadonlyArray<string> | null => {
  if (page.redirects.length === 0) return null
  const chain = chainOf(page)
  const seen = new Map<string, number>()
  for (const [index, url] of chain.entries()) {
    const first = seen.get(url)
    if (first !== undefined) return chain.slice(first, index)
    seen.set(url, index)
  }
  // The fetcher gave up after redirects that had not yet come round: a loop too long to see, or a chain too long to follow.
  return null
}

/** Where a link to `url` leads, as far as the crawl knows. */
export type Landing =
  | { readonly kind: "unknown" }
  | { readonly kind: "loop" }
  | { readonly kind: "page"; readonly page: CrawledPage }
  | { readonly kind: "redirect"; readonly page: CrawledPage; readonly final: string }
  | {
      readonly kind: "error"
      readonly page: CrawledPage
      readonly status: string
      readonly redirected: boolean
    }

/** The status a request ended with: the HTTP status, else the failure code. */
export const endStatus = (page: CrawledPage): string => String(page.status ?? page.failure ?? "no answer")

const isError = (page: CrawledPage): boolean => page.status === null || page.status >= 400

/** Where a link to `url` leads: the page, a redirect to a working page, an error (after redirects or not), a loop, or not crawled. */
export const landingOf = (site: SiteView, url: string): Landing => {
  const page = site.page(url)
  if (page === undefined) return { kind: "unknown" }
  if (loopOf(page) !== null) return { kind: "loop" }
  if (isError(page))
    return { kind: "error", page, status: endStatus(page), redirected: page.redirects.length > 0 }
  if (page.redirects.length > 0) return { kind: "redirect", page, final: page.finalUrl }
  return { kind: "page", page }
}

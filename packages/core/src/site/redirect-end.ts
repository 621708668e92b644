import type { CrawledPage, CrawledRedirectHop } from "./site-facts"

/**
 * Where a request the crawl stopped at a redirect hop (`answeredApart`) ends: the record that answered
 * (with every hop on the way, its own first), a loop (the chain came back to an address it passed), or
 * an address without a record (not fetched: the crawl stopped first).
 */
export type RedirectEnd =
  | { readonly kind: "answered"; readonly end: CrawledPage; readonly hops: ReadonlyArray<CrawledRedirectHop> }
  | { readonly kind: "loop"; readonly finalUrl: string; readonly hops: ReadonlyArray<CrawledRedirectHop> }
  | {
      readonly kind: "unfetched"
      readonly finalUrl: string
      readonly hops: ReadonlyArray<CrawledRedirectHop>
    }

/** Follows a record answered apart through the records `recordOf` finds, as if its fetch had followed on. */
export const redirectEndOf = (
  page: CrawledPage,
  recordOf: (url: string) => CrawledPage | undefined,
): RedirectEnd => {
  const hops = [...page.redirects]
  const passed = new Set([page.url, ...hops.map((hop) => hop.url)])
  let end = page
  while (end.answeredApart === true) {
    const next = recordOf(end.finalUrl)
    if (next === undefined) return { kind: "unfetched", finalUrl: end.finalUrl, hops }
    if (passed.has(next.url)) return { kind: "loop", finalUrl: end.finalUrl, hops }
    for (const hop of next.redirects) passed.add(hop.url)
    passed.add(next.url)
    hops.push(...next.redirects)
    end = next
  }
  return { kind: "answered", end, hops }
}

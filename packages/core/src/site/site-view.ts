import { redirectEndOf } from "./redirect-end"
import type { CrawledLink, CrawledPage, SiteFacts } from "./site-facts"

/** A link as the site sees it: the document it is on (its address), and the link. */
export interface IncomingLink {
  readonly from: string
  readonly link: CrawledLink
}

/**
 * The crawled site as site rules read it: the facts, and the lookups several rules need, built once.
 * Plain data and pure functions; a rule never changes it.
 */
export interface SiteView extends SiteFacts {
  /** The crawled page requested at this (normalised) URL: its redirects, and the answer where they ended. */
  readonly page: (url: string) => CrawledPage | undefined
  /**
   * The documents of the site: every address that answered (with any status), once, as a page of its
   * own: `url` is where it answered, `redirects` empty. A document reached only through a redirect is
   * the redirecting page's record under its final address (its links, title and text are the final
   * page's). In crawl order.
   */
  readonly documents: ReadonlyArray<CrawledPage>
  /** The documents search engines may index (HTML, 2xx, no `noindex`, canonical absent or itself). */
  readonly indexable: ReadonlyArray<CrawledPage>
  /** The document that answered at this address. */
  readonly document: (url: string) => CrawledPage | undefined
  /** The links to exactly this URL from the documents, in crawl order (a document's links to itself left out). */
  readonly linksTo: (url: string) => ReadonlyArray<IncomingLink>
  /** The links that end at this document: to its address, or to an address that redirects to it. */
  readonly linksReaching: (url: string) => ReadonlyArray<IncomingLink>
  readonly inSitemap: (url: string) => boolean
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V): void => {
  const list = map.get(key)
  if (list === undefined) map.set(key, [value])
  else list.push(value)
}

/**
 * A request the crawl stopped at a redirect hop (`answeredApart`), completed as if it had followed on:
 * the records of the addresses it leads to answer for it, their hops after its own. A chain that comes
 * back to an address it passed is a loop (no answer, as the fetcher ends one); one that leads to an
 * address without a record (the crawl stopped first) stays `answeredApart`, with its last hop's status:
 * a redirect to a page not fetched, and no document.
 */
const completed = (page: CrawledPage, recorded: ReadonlyMap<string, CrawledPage>): CrawledPage => {
  const followed = redirectEndOf(page, (url) => recorded.get(url))
  const { hops: redirects } = followed
  switch (followed.kind) {
    // A loop ends without an answer, as the fetcher ends one.
    case "loop":
      return {
        ...page,
        redirects,
        finalUrl: followed.finalUrl,
        status: null,
        failure: "unreachable",
        answeredApart: false,
      }
    // Not fetched (the crawl stopped first): a redirect, where it leads unknown.
    case "unfetched":
      return { ...page, redirects, finalUrl: followed.finalUrl, status: redirects.at(-1)?.status ?? null }
    case "answered":
      return { ...followed.end, url: page.url, depth: page.depth, inSitemap: page.inSitemap, redirects }
  }
}

/** The view of a crawled site that site rules read. */
export const siteViewOf = (recorded: SiteFacts): SiteView => {
  const firstByUrl = new Map<string, CrawledPage>()
  for (const page of recorded.pages) if (!firstByUrl.has(page.url)) firstByUrl.set(page.url, page)
  const facts: SiteFacts = recorded.pages.some((page) => page.answeredApart === true)
    ? {
        ...recorded,
        pages: recorded.pages.map((page) =>
          page.answeredApart === true ? completed(page, firstByUrl) : page,
        ),
      }
    : recorded
  const sitemap = new Set(facts.sitemapUrls)
  const byUrl = new Map<string, CrawledPage>()
  for (const page of facts.pages) if (!byUrl.has(page.url)) byUrl.set(page.url, page)
  const byFinal = new Map<string, CrawledPage>()
  for (const page of byUrl.values()) {
    if (page.status === null || page.answeredApart === true) continue
    const own = byUrl.get(page.finalUrl)
    const answered = own !== undefined && own.redirects.length === 0 && own.status !== null ? own : page
    if (byFinal.has(page.finalUrl)) continue
    byFinal.set(
      page.finalUrl,
      answered.url === page.finalUrl && answered.redirects.length === 0
        ? answered
        : { ...answered, url: page.finalUrl, redirects: [], inSitemap: sitemap.has(page.finalUrl) },
    )
  }
  const documents = [...byFinal.values()]
  const incoming = new Map<string, IncomingLink[]>()
  const reaching = new Map<string, IncomingLink[]>()
  for (const page of documents) {
    for (const link of page.links) {
      const end = byUrl.get(link.url)?.finalUrl ?? link.url
      if (link.url === page.url || end === page.url) continue
      push(incoming, link.url, { from: page.url, link })
      push(reaching, end, { from: page.url, link })
    }
  }
  return {
    ...facts,
    page: (url) => byUrl.get(url),
    documents,
    indexable: documents.filter((page) => page.indexable),
    document: (url) => byFinal.get(url),
    linksTo: (url) => incoming.get(url) ?? [],
    linksReaching: (url) => reaching.get(url) ?? [],
    inSitemap: (url) => sitemap.has(url),
  }
}

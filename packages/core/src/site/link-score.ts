import type { SiteView } from "./site-view"

/** The damping factor of PageRank: the chance a random surfer follows a link rather than jumps. */
export const LINK_SCORE_DAMPING = 0.85
/** At most this many power iterations; they stop earlier when the ranks move less than `TOLERANCE` in all. */
export const LINK_SCORE_ITERATIONS = 100
const TOLERANCE = 1e-10
/** Sites of fewer documents than this have too few pages for a low link score to mean anything. */
export const LOW_LINK_SCORE_MIN_PAGES = 10
/** An important page whose link score is at or below this quantile of the site's scores is listed for review. */
export const LOW_LINK_SCORE_QUANTILE = 0.1

/** A page's internal link score: PageRank over followed internal links, scaled 0–100. */
export interface LinkScore {
  readonly url: string
  readonly score: number
}

/** An important page (the start page, a sitemap page or a page the start page links to) with a low link score. */
export interface LowLinkScore extends LinkScore {
  readonly why: "start" | "sitemap" | "linkedFromStart"
}

/**
 * The raw PageRank of a directed graph given as adjacency lists over node indexes 0…n-1: damping 0.85,
 * a dangling node's rank spread over every node, power iteration until the ranks move less than 1e-10
 * (in sum) or 100 iterations. The ranks sum to 1.
 */
export const pageRank = (outlinks: ReadonlyArray<ReadonlyArray<number>>): ReadonlyArray<number> => {
  const n = outlinks.length
  if (n === 0) return []
  let rank = new Array<number>(n).fill(1 / n)
  for (let iteration = 0; iteration < LINK_SCORE_ITERATIONS; iteration++) {
    let dangling = 0
    for (let node = 0; node < n; node++) if ((outlinks[node] ?? []).length === 0) dangling += rank[node] ?? 0
    const base = (1 - LINK_SCORE_DAMPING) / n + (LINK_SCORE_DAMPING * dangling) / n
    const next = new Array<number>(n).fill(base)
    for (let node = 0; node < n; node++) {
      const targets = outlinks[node] ?? []
      if (targets.length === 0) continue
      const share = (LINK_SCORE_DAMPING * (rank[node] ?? 0)) / targets.length
      for (const target of targets) next[target] = (next[target] ?? 0) + share
    }
    let moved = 0
    for (let node = 0; node < n; node++) moved += Math.abs((next[node] ?? 0) - (rank[node] ?? 0))
    rank = next
    if (moved < TOLERANCE) break
  }
  return rank
}

/**
 * Ranks scaled 0–100 on a log scale of the rank against the mean: `100 · ln(1 + n·r) / ln(1 + n·max)`,
 * so the best-linked page scores 100, a page of average rank about `100 · ln 2 / ln(1 + n·max)`, and
 * PageRank's long tail stays readable. Integers.
 */
export const scaledRanks = (ranks: ReadonlyArray<number>): ReadonlyArray<number> => {
  const n = ranks.length
  const top = Math.max(0, ...ranks)
  if (top <= 0) return ranks.map(() => 0)
  const denominator = Math.log1p(n * top)
  return ranks.map((rank) =>
    Math.min(100, Math.max(0, Math.round((100 * Math.log1p(n * rank)) / denominator))),
  )
}

/**
 * The link score of every document of the site: PageRank over the followed (not nofollow) links
 * between documents, a link to an address that redirects counted as a link to where it ends, each
 * (from, to) pair once, links to itself left out.
 */
export const linkScores = (site: SiteView): ReadonlyArray<LinkScore> => {
  const nodes = site.documents.filter((page) => page.html)
  const index = new Map(nodes.map((page, position) => [page.url, position]))
  const landing = (url: string): number | undefined => {
    const direct = index.get(url)
    if (direct !== undefined) return direct
    const page = site.page(url)
    return page === undefined ? undefined : index.get(page.finalUrl)
  }
  const outlinks = nodes.map((page, from) => {
    const targets = new Set<number>()
    for (const link of page.links) {
      if (link.nofollow) continue
      const to = landing(link.url)
      if (to !== undefined && to !== from) targets.add(to)
    }
    return [...targets]
  })
  const scores = scaledRanks(pageRank(outlinks))
  return nodes.map((page, position) => ({ url: page.url, score: scores[position] ?? 0 }))
}

/**
 * Important pages (the start page, sitemap pages, pages the start page links to with a followed link)
 * whose link score is among the lowest of the site — at or below its 10th percentile — lowest first:
 * few internal links lead to them. None on a site of fewer than 10 documents, or where every page
 * scores the same. Relative, because PageRank's scale depends on the site's shape (pages without links
 * spread their rank over every page).
 */
export const lowLinkScores = (
  site: SiteView,
  scores: ReadonlyArray<LinkScore>,
): ReadonlyArray<LowLinkScore> => {
  if (scores.length < LOW_LINK_SCORE_MIN_PAGES) return []
  const sorted = scores.map((entry) => entry.score).sort((a, b) => a - b)
  const threshold = sorted[Math.floor(LOW_LINK_SCORE_QUANTILE * (sorted.length - 1))] ?? 0
  if (threshold === sorted.at(-1)) return []
  const fromStart = new Set(
    (site.page(site.startUrl)?.links ?? []).filter((link) => !link.nofollow).map((link) => link.url),
  )
  return scores
    .flatMap((entry): LowLinkScore[] => {
      if (entry.score > threshold) return []
      const why =
        entry.url === site.startUrl
          ? "start"
          : site.inSitemap(entry.url)
            ? "sitemap"
            : fromStart.has(entry.url)
              ? "linkedFromStart"
              : undefined
      return why === undefined ? [] : [{ ...entry, why }]
    })
    .sort((a, b) => a.score - b.score || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
}

import {
  type FetchedSiteFile,
  httpUrl,
  namedSitemaps,
  type SiteFile,
  type SitemapFile,
  type Sitemaps,
  type SkippedSitemaps,
  sitemapIndexEntries,
} from "@svc/core"
import type { SiteFileLimits } from "./limits"
import { ByteBudget } from "./read-body"
import type { SiteFileSource } from "./request-gate"
import { fetchSiteFile } from "./site-file"

/** How many skipped sitemap addresses are kept as examples. */
const SKIPPED_EXAMPLES = 5
/**
 * The sitemaps an index lists, when `file` is a sitemap index. Only absolute http(s) URLs are followed,
 * as search engines do; `sitemap-urls` reports the others.
 */
const childrenOf = (file: SitemapFile): ReadonlyArray<Wanted> => {
  if (file.state !== "present") return []
  const entries = sitemapIndexEntries(file.body) ?? []
  return entries.flatMap((loc) => {
    const url = httpUrl(loc)
    return url === undefined ? [] : [{ url, index: file.url }]
  })
}

interface Wanted {
  readonly url: string
  readonly index: string | null
}

type Limit = NonNullable<SkippedSitemaps["limit"]>

/**
 * Fetches a site's sitemaps: each one robots.txt names (else `/sitemap.xml`), then the children of
 * the indexes among them — one level; an index listed by an index is read, its children are not.
 * `concurrency` at a time through the guard, each file with its own limits and all of them within one budget
 * of files, decoded bytes and time; what the budget leaves unread is counted in `skipped`.
 */
export const fetchSitemaps = async (
  fetcher: SiteFileSource,
  origin: string,
  robots: SiteFile,
  limits: SiteFileLimits,
  signal?: AbortSignal,
): Promise<Sitemaps> => {
  const { maxFiles, maxTotalBytes, deadlineMs, concurrency } = limits.sitemaps
  const named = namedSitemaps(robots)
  const bytes = new ByteBudget(maxTotalBytes, "all the sitemap files of one audit")
  const clock = new AbortController()
  const timer = setTimeout(() => clock.abort(), deadlineMs)
  const stop = signal === undefined ? clock.signal : AbortSignal.any([signal, clock.signal])
  const seen = new Set<string>()
  const files: SitemapFile[] = []
  const skipped = { count: 0, examples: [] as string[] }
  let limit: Limit | null = null
  let started = 0

  /** Why the next file may not start, or null when it may. */
  const exhausted = (): Limit | null =>
    started >= maxFiles ? "files" : bytes.remaining === 0 ? "bytes" : clock.signal.aborted ? "time" : null

  const fetchOne = async ({ url, index }: Wanted): Promise<SitemapFile> => {
    const file: FetchedSiteFile = await fetchSiteFile(fetcher, url, limits.sitemap, {
      truncate: false,
      budget: bytes,
      signal: stop,
    })
    if (file.state === "failed" && clock.signal.aborted && !(signal?.aborted ?? false)) {
      return {
        state: "failed",
        url,
        index,
        reason: `not finished within the ${deadlineMs / 1000} s svc gives all the sitemap files of one audit.`,
      }
    }
    return { ...file, index }
  }

  /** Fetches a list of sitemaps, `concurrency` at a time, keeping the list's order in `files`. */
  const fetchAll = async (wanted: ReadonlyArray<Wanted>): Promise<ReadonlyArray<SitemapFile>> => {
    const fresh = wanted.filter(({ url }) => {
      if (seen.has(url)) return false
      seen.add(url)
      return true
    })
    const results: Array<SitemapFile | undefined> = []
    let next = 0
    const worker = async () => {
      for (let position = next++; position < fresh.length; position = next++) {
        const item = fresh[position]
        if (item === undefined) continue
        const reached = exhausted()
        if (reached !== null) {
          limit ??= reached
          skipped.count += 1
          if (skipped.examples.length < SKIPPED_EXAMPLES) skipped.examples.push(item.url)
          continue
        }
        started += 1
        results[position] = await fetchOne(item)
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, fresh.length) }, worker))
    const read = results.filter((file): file is SitemapFile => file !== undefined)
    files.push(...read)
    return read
  }

  try {
    const topLevel = await fetchAll(
      (named.length > 0 ? named : [`${origin}/sitemap.xml`]).map((url) => ({ url, index: null })),
    )
    await fetchAll(topLevel.flatMap(childrenOf))
  } finally {
    clearTimeout(timer)
  }
  return {
    state: "fetched",
    named,
    files,
    skipped: { ...skipped, limit },
  }
}

import { type CrawledPage, shortened } from "@svc/core"

/** A value several pages share: the first page (in crawl order), the others, how many, and the value as the first writes it (shortened). */
export interface SharedValue {
  readonly url: string
  readonly related: ReadonlyArray<string>
  readonly count: number
  readonly value: string
}

/**
 * The values that two or more pages share, compared case-insensitively with white space collapsed
 * (search engines show them so); each group in the order its first page was crawled.
 */
export const sharedValues = (
  pages: ReadonlyArray<CrawledPage>,
  sharedBy: (page: CrawledPage) => string | null,
): ReadonlyArray<SharedValue> => {
  const groups = new Map<string, { value: string; urls: string[] }>()
  for (const page of pages) {
    const value = sharedBy(page)
    if (value === null || value.trim() === "") continue
    const key = value.replace(/\s+/gu, " ").trim().toLowerCase()
    const group = groups.get(key)
    if (group === undefined) groups.set(key, { value, urls: [page.url] })
    else group.urls.push(page.url)
  }
  return [...groups.values()].flatMap(({ value, urls: [url, ...related] }) =>
    url === undefined || related.length === 0
      ? []
      : [{ url, related, count: related.length + 1, value: shortened(value) }],
  )
}

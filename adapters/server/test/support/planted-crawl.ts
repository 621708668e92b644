import type { StatusRecord } from "@svc/contract"
import { expect } from "vitest"
import type { PlantedSite } from "../../../../fixtures/planted-site/planted-site"
import { waitForComplete } from "./api"

/** The site's own files: robots.txt, its sitemap and llms.txt. */
const isSiteFile = (path: string) => /^\/(robots\.txt|sitemap\.xml|llms\.txt)$/.test(path)

/** Page requests the planted site served (not robots.txt, sitemaps or llms.txt), by path, and how often each came. */
export const pageRequests = (site: PlantedSite): ReadonlyMap<string, number> => {
  const counts = new Map<string, number>()
  for (const request of site.requests())
    if (!isSiteFile(request.path)) counts.set(request.path, (counts.get(request.path) ?? 0) + 1)
  return counts
}

/**
 * Paths asked more than once for a reason of the site's own: the start page (the start call fetches
 * it before answering, decision 15, then the crawl), the page that answers 429 first, and the
 * redirect loop's hops (they come round within each fetch).
 */
export const askedTwiceByDesign = (path: string): boolean =>
  path === "/" || path === "/busy" || path.startsWith("/loop/")

/** Polls a crawl's audit until it is complete (a few minutes at most); `seen` is told each record. */
export const pollCrawl = (
  baseUrl: string,
  key: string,
  id: string,
  seen: (record: StatusRecord) => void = () => {},
): Promise<StatusRecord> => waitForComplete(baseUrl, key, id, { timeoutMs: 240_000, onRecord: seen })

/** The checks whose facts the crawl does not collect yet: llms.txt's URLs are not read. */
const NOT_COLLECTED = new Set(["llms-txt-urls"])

/** The complete record names every planted defect with its URLs, and no clean page. */
export const expectPlantedDefects = (site: PlantedSite, record: StatusRecord) => {
  const findings = record.site?.crawl?.findings ?? []
  for (const defect of site.defects) {
    if (NOT_COLLECTED.has(defect.id)) continue
    const finding = findings.find((each) => each.id === defect.id)
    expect(finding, defect.id).toBeDefined()
    expect(finding?.pages, defect.id).toEqual(expect.arrayContaining([...defect.urls]))
  }
  const named = new Set(findings.flatMap((finding) => finding.items.map((item) => item.url)))
  expect(site.cleanPages.filter((url) => named.has(url))).toEqual([])
}

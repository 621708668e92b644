import type { StatusRecord } from "@svc/contract"
import { waitForComplete } from "./api"

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

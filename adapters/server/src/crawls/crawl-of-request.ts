import { type AuditRequest, type CrawlRequest, InvalidRequest } from "@svc/contract"
import { frontierUrl, settleCrawlOptions } from "@svc/crawl"
import type { NewAuditCrawl } from "@svc/store"
import { Effect } from "effect"

/**
 * The crawl an accepted request asks for: its start URL (the one of `urls`, normalised as the crawl
 * keys its frontier), the crawler's options settled with the request's phrase and locale (checked
 * where the CLI's are), and the requests in flight per host (the default). The store lowers
 * `maxPages` to the key's budget.
 */
export const crawlOfRequest = (
  request: AuditRequest,
  crawl: CrawlRequest,
): Effect.Effect<NewAuditCrawl, InvalidRequest> =>
  Effect.gen(function* () {
    const [url] = request.urls
    const startUrl =
      url === undefined ? undefined : frontierUrl(url, undefined, { dropQuery: crawl.dropQuery })
    if (startUrl === undefined)
      return yield* new InvalidRequest({ message: "A crawl starts from exactly one http(s) URL." })
    const options = yield* settleCrawlOptions({
      ...crawl,
      ...(request.query === undefined ? {} : { query: request.query }),
      locale: request.locale,
    })
    return { id: crypto.randomUUID(), startUrl, options, hostConcurrency: options.concurrency }
  })

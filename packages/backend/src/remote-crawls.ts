import type { SvcClient } from "@svc/client"
import type { CrawlRequest } from "@svc/contract"
import { Effect } from "effect"
import { clientWaitOptions } from "./client-wait-options"
import type { CrawlCalls, CrawlStart } from "./crawl-calls"
import { crawlProgressOf } from "./crawl-of-record"
import type { MissingKey } from "./missing-key"

/** The start call's `crawl` field: the bounds asked for, and only those. */
const crawlFieldOf = (request: CrawlStart): CrawlRequest => ({
  ...(request.maxPages === undefined ? {} : { maxPages: request.maxPages }),
  ...(request.maxDepth === undefined ? {} : { maxDepth: request.maxDepth }),
  ...(request.scope === undefined ? {} : { scope: request.scope }),
  ...(request.include === undefined || request.include.length === 0 ? {} : { include: request.include }),
  ...(request.exclude === undefined || request.exclude.length === 0 ? {} : { exclude: request.exclude }),
  ...(request.dropQuery === true ? { dropQuery: true } : {}),
})

/**
 * Crawls on a svc server: a start call with the `crawl` field (its pages count against the key's
 * pages of the site today), then the status polls of any audit until the crawl is judged.
 */
export const remoteCrawls = (client: Effect.Effect<SvcClient, MissingKey>): CrawlCalls => ({
  start: (request) =>
    Effect.flatMap(client, (svc) =>
      svc.startCrawl(request.url, crawlFieldOf(request), {
        ...(request.query === undefined ? {} : { query: request.query }),
        ...(request.locale === undefined ? {} : { locale: request.locale }),
      }),
    ).pipe(Effect.map((record) => record.id)),
  wait: (id, options) =>
    Effect.flatMap(client, (svc) => svc.waitForAudit(id, clientWaitOptions(options))).pipe(
      Effect.flatMap(crawlProgressOf),
    ),
})

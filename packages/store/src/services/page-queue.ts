import { Effect } from "effect"
import { makeCrawlsInQueue, makeFailedPages, makeUnfinishedPages } from "../admin/queue-overview"
import { Coordination } from "../coordination/coordination"
import { makeCancelPage } from "../queue/cancel-page"
import { makePageQueue } from "../queue/page-queue"
import { makeWorkerHeartbeats } from "../queue/queue-figures"
import { makeRetryPage } from "../queue/retry-page"
import { RecentDurations } from "./internal"

/**
 * The durable queue of pages (lease, renew, complete, fail, release, sweep, recover, counts), the
 * workers' heartbeats, the announcements of queued pages to other processes, and what the admin
 * panel shows of it.
 */
export class PageQueue extends Effect.Service<PageQueue>()("@svc/store/PageQueue", {
  effect: Effect.gen(function* () {
    const coordination = yield* Coordination
    const heartbeats = yield* makeWorkerHeartbeats
    const unfinishedPages = yield* makeUnfinishedPages
    const failedPages = yield* makeFailedPages
    const crawlsInQueue = yield* makeCrawlsInQueue
    return {
      ...(yield* makePageQueue(yield* RecentDurations, coordination)),
      ...heartbeats,
      /** Whether other processes hear announcements (PostgreSQL). */
      shared: coordination.shared,
      announce: coordination.announce,
      announcements: coordination.announcements,
      /** The pages queued and running, the latest failed ones, and the workers alive. */
      overview: Effect.all({
        pages: unfinishedPages(),
        failed: failedPages(),
        crawls: crawlsInQueue(),
        figures: heartbeats.figures,
      }),
      /** An operator's cancel of a queued page (it fails with `cancelled`) and retry of a failed one, each in the audit log. */
      cancelPage: yield* makeCancelPage(coordination),
      retryPage: yield* makeRetryPage(coordination),
    }
  }),
}) {}

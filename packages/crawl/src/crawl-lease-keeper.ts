import type { Crawls, LeasedCrawlPage } from "@svc/store"
import { Effect } from "effect"

/**
 * How long a leased page is this process's unless renewed: short, so the pages of a killed process are
 * taken again by the others within half a minute; renewed every third of it while the page is worked on.
 */
export const CRAWL_LEASE_MS = 30_000

/**
 * Renews a leased page's lease every third of `leaseMs` for as long as it runs (interrupt it when the
 * page is done). A lost lease ends the renewals: the page is another process's, and `finish` will store
 * nothing for this one. A fault of the store is waited out until the next renewal.
 */
export const keepCrawlLease = (
  crawls: Crawls,
  page: LeasedCrawlPage,
  owner: string,
  leaseMs: number = CRAWL_LEASE_MS,
  /** The URLs the page's fetch claimed on its way so far: renewed with it. */
  claimed: () => ReadonlyArray<string> = () => [],
): Effect.Effect<never> =>
  Effect.gen(function* () {
    for (;;) {
      yield* Effect.sleep(Math.floor(leaseMs / 3))
      const held = yield* crawls
        .renew(page, owner, leaseMs, claimed())
        .pipe(
          Effect.catchTag("StoreFailure", (failure) =>
            Effect.as(
              Effect.logWarning("crawl lease renewal failed").pipe(
                Effect.annotateLogs({ url: page.url, error: failure.message }),
              ),
              true,
            ),
          ),
        )
      if (!held) return yield* Effect.never
    }
  })

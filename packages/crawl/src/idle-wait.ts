import type { LeaseWait } from "@svc/store"

/** The first wait of a crawl worker that cannot tell when its next request may go, doubled each time after. */
export const IDLE_FIRST_MS = 50
/** The longest such wait. */
export const IDLE_LONGEST_MS = 1_000

/** The `rounds`-th wait in a row of a worker that cannot tell when it may go on: 50 ms doubling to 1 s. */
export const idleBackoffMs = (rounds: number): number =>
  Math.min(IDLE_LONGEST_MS, IDLE_FIRST_MS * 2 ** Math.min(rounds, 16))

/**
 * How long a crawl worker that found nothing to lease sleeps (unless this process finishes a page or
 * queues URLs first, which wakes it): until the store's next start time when nothing else may make a
 * URL leasable sooner (one host waiting out its Crawl-delay); else the backoff, never past that time.
 * Never past the crawl's `deadline` either, while it is ahead.
 */
export const idleWaitMs = (wait: LeaseWait, rounds: number, now: number, deadline: number | null): number => {
  const ahead = deadline !== null && deadline > now ? deadline : Number.POSITIVE_INFINITY
  const until = Math.max(0, Math.min(wait.nextStartAt ?? Number.POSITIVE_INFINITY, ahead) - now)
  return wait.unforeseeable || wait.nextStartAt === null ? Math.min(idleBackoffMs(rounds), until) : until
}

/** The longest a crawl waits on one host before asking it again (a longer Retry-After is cut to this). */
export const MAX_RETRY_WAIT_MS = 60_000
/** The first wait after a 429 or 503 without a Retry-After; doubled at each failure in a row. */
export const FIRST_BACKOFF_MS = 1_000
/** Failures in a row (429, 503, no answer) after which a host is given up for the rest of the crawl. */
export const MAX_HOST_FAILURES = 5
/** Times one URL is asked before it is recorded as failed. */
export const MAX_PAGE_ATTEMPTS = 3

/**
 * How long to wait before asking a host again: its `Retry-After` (seconds, or an HTTP date) when it
 * sent one, else an exponential backoff over its failures in a row; never more than `MAX_RETRY_WAIT_MS`.
 */
export const retryWaitMs = (retryAfter: string | undefined, failuresInARow: number, now: number): number => {
  const backoff = FIRST_BACKOFF_MS * 2 ** Math.max(0, failuresInARow - 1)
  const value = retryAfter?.trim() ?? ""
  const asked = /^\d+$/.test(value)
    ? Number(value) * 1000
    : value === ""
      ? Number.NaN
      : Date.parse(value) - now
  const wait = Number.isFinite(asked) ? Math.max(0, asked) : backoff
  return Math.min(MAX_RETRY_WAIT_MS, wait)
}

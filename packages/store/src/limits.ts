import { MAX_URLS } from "@svc/contract"

export { MAX_PAGES_PER_SITE } from "@svc/contract"

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/** The limits an operator sets per key (decision 28), with their defaults from the spec's Limits table. */
export interface KeyLimits {
  /** Pages of one registrable domain the key may audit per UTC day: 1–50. */
  readonly pagesPerSite: number
  /** Quota units per sliding hour. */
  readonly auditsPerHour: number
  /** Quota units one page's full audit costs. */
  readonly fullAuditCost: number
}

export const DEFAULT_KEY_LIMITS: KeyLimits = { pagesPerSite: 1, auditsPerHour: 60, fullAuditCost: 5 }

/** Pages a key may have queued or running at once (`queue_full` beyond). */
export const MAX_PAGES_IN_PROGRESS = MAX_URLS

/** Start calls of one key in progress at once (fetching their targets); another is `rate_limited`. */
export const MAX_STARTS_AT_ONCE = 2

/**
 * How long a start reservation outlives the fetches it was made for (their deadline per round): room
 * for the phrase suggestion and the commit. Past it the reservation lapses, so one left by a process
 * that died frees its share of the key's limits.
 */
export const START_RESERVATION_MARGIN_MS = 60_000

/** Status polls per key per sliding minute, outside the quota. */
export const POLLS_PER_MINUTE = 120

/** Unreachable targets per key per sliding hour before the start call is refused. */
export const UNREACHABLE_PER_HOUR = 10

/** PDF reports per sliding hour: a quarter of the key's quota (15 by default), at least 1. */
export const pdfsPerHour = (limits: KeyLimits): number => Math.max(1, Math.floor(limits.auditsPerHour / 4))

/** A page audit that has not finished this long after it started fails with `timeout` (decision 14). */
export const PAGE_TIMEOUT_MS = 15 * MINUTE_MS

/** A page whose worker died this many times fails with `internal` instead of being tried again. */
export const MAX_ATTEMPTS = 3

/** How long audit log rows are kept (decision 29). */
export const AUDIT_LOG_RETENTION_MS = 90 * DAY_MS

/** The page duration assumed by estimates before any page has finished: the spec's typical 1–4 minutes. */
export const DEFAULT_PAGE_DURATION_MS = 2 * MINUTE_MS

/** How many recent page durations the queue estimate reads (decision 18). */
export const DURATION_SAMPLES = 20

/** The sliding windows of the Limits table. */
export const WINDOW_MS = { audit: HOUR_MS, pdf: HOUR_MS, poll: MINUTE_MS, unreachable: HOUR_MS } as const

/** The usage kinds kept in sliding windows. */
export type UsageKind = keyof typeof WINDOW_MS

/** The limit of each usage kind for a key. */
export const windowLimit = (kind: UsageKind, limits: KeyLimits): number => {
  switch (kind) {
    case "audit":
      return limits.auditsPerHour
    case "pdf":
      return pdfsPerHour(limits)
    case "poll":
      return POLLS_PER_MINUTE
    case "unreachable":
      return UNREACHABLE_PER_HOUR
  }
}

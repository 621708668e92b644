import type { AuditStatus, Queue } from "@svc/contract"
import { DEFAULT_PAGE_DURATION_MS } from "./limits"

/** What the store knows about an audit's place in the queue. */
export interface QueueFacts {
  readonly status: AuditStatus
  /** Distinct other audits with a queued page ahead of this audit's first unfinished page. */
  readonly auditsAhead: number
  /** Queued pages ahead of this audit's first unfinished page (0 when that page is running). */
  readonly pagesAhead: number
  /** This audit's pages that are queued or running. */
  readonly unfinished: number
  /** Durations of the most recently finished pages, in milliseconds. */
  readonly durations: ReadonlyArray<number>
  /** Workers draining the queue. */
  readonly workers: number
}

/** The mean of recent page durations, or the typical duration before any page has finished. */
export const meanPageDurationMs = (durations: ReadonlyArray<number>): number =>
  durations.length === 0
    ? DEFAULT_PAGE_DURATION_MS
    : durations.reduce((sum, duration) => sum + duration, 0) / durations.length

/**
 * Decision 18. `position` is the audit's place among the audits waiting (1 = next to start), 0 once
 * a page of it started; `pagesAhead` the queued pages that start before it; `etaSeconds` the time
 * until its last page finishes if the workers share out the pages ahead and its own at the mean
 * recent duration; `samples` how many durations that mean read.
 */
export const queueOf = (facts: QueueFacts): Queue => {
  const samples = facts.durations.length
  if (facts.status === "complete") return { position: 0, pagesAhead: 0, etaSeconds: 0, samples }
  const workers = Math.max(1, facts.workers)
  const etaMs = (meanPageDurationMs(facts.durations) * (facts.pagesAhead + facts.unfinished)) / workers
  return {
    position: facts.status === "queued" ? facts.auditsAhead + 1 : 0,
    pagesAhead: facts.pagesAhead,
    etaSeconds: Math.max(1, Math.ceil(etaMs / 1000)),
    samples,
  }
}

/** One charge inside a sliding window. */
export interface WindowEvent {
  readonly at: number
  readonly units: number
}

/** Allowed, or the whole seconds (at least 1) until the charge would fit. */
export type WindowVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfter: number }

export interface WindowQuestion {
  /** The charges still inside the window — those with `at > now - windowMs` — oldest first. */
  readonly events: ReadonlyArray<WindowEvent>
  readonly limit: number
  readonly units: number
  readonly now: number
  readonly windowMs: number
}

const secondsUntil = (at: number, now: number): number => Math.max(1, Math.ceil((at - now) / 1000))

/**
 * Whether `units` more fit a sliding window of `windowMs` holding `events` under `limit`. A charge
 * leaves the window `windowMs` after it was made, so when refused, `retryAfter` is the time until
 * enough of the oldest charges have left. A charge larger than the limit never fits: it is told to
 * wait a whole window, the longest any answer can be.
 */
export const judgeWindow = ({ events, limit, units, now, windowMs }: WindowQuestion): WindowVerdict => {
  const used = events.reduce((sum, event) => sum + event.units, 0)
  const excess = used + units - limit
  if (excess <= 0) return { allowed: true }
  if (units > limit) return { allowed: false, retryAfter: secondsUntil(now + windowMs, now) }
  let freed = 0
  for (const event of events) {
    freed += event.units
    if (freed >= excess) return { allowed: false, retryAfter: secondsUntil(event.at + windowMs, now) }
  }
  return { allowed: false, retryAfter: secondsUntil(now + windowMs, now) }
}

import type { LighthouseRun } from "@svc/core"
import type { MeasurePacing } from "@svc/lighthouse"
import { Context, type Effect } from "effect"

/** Why a measurement did not deliver: any tagged error with a readable message. */
export interface PerformanceFailure {
  readonly _tag: string
  readonly message: string
}

/**
 * Measures a page with Lighthouse (mobile and desktop). A structural interface, so `@svc/lighthouse`
 * can build a value of this shape without importing `@svc/audit` (which depends on it, not the other
 * way round). The implementation keeps its own Chromium, time budget and address guard, and accepts
 * calls from several pages at once (serialising them itself when it runs one Chrome).
 */
export interface PerformanceService {
  /** `pacing`: how each page load waits for its turn (`MeasurePacing`); at once without it. */
  readonly measure: (url: string, pacing?: MeasurePacing) => Effect.Effect<LighthouseRun, PerformanceFailure>
}

/**
 * Optional for the Auditor: when no layer provides it, or a measurement fails, the result omits
 * `performance` and lists it in `unmeasured` (its score parts are null, never 0).
 */
export class Performance extends Context.Tag("@svc/audit/Performance")<Performance, PerformanceService>() {}

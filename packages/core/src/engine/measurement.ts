import type { Performance } from "@svc/contract"
import type { OutcomeStatus } from "../rules/outcome"

/** One external audit result (e.g. a Lighthouse audit on mobile), mapped onto a rule through `sameAs`. */
export interface Measurement {
  /** Who measured, e.g. "lighthouse/mobile". */
  readonly source: string
  /** The external audit id, e.g. "image-alt". */
  readonly auditId: string
  readonly status: OutcomeStatus
  readonly evidence?: string
}

/** What a Lighthouse run delivered for a page. Absent when it did not run or failed (`performance` unmeasured). */
export interface LighthouseRun {
  readonly figures: Performance
  readonly audits: ReadonlyArray<Measurement>
}

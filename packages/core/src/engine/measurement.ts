import type { Performance } from "@svc/contract"
import type { MeasurementMessageId } from "../i18n/measurement-messages"
import type { PlaceholderValue } from "../rules/messages"
import type { OutcomeStatus } from "../rules/outcome"

/**
 * One thing a measurement found: an element, a resource or a metric's value, under a message of the
 * measurement catalogue (i18n/measurement-messages.ts) with the data its template names. The engine
 * writes the sentence in the audit's locale, as it does for the items a rule reports.
 */
export interface MeasuredItem {
  readonly messageId: MeasurementMessageId
  readonly data: Readonly<Record<string, PlaceholderValue>>
  /** What the item is about, as the page has it (an element's HTML snippet, a resource's address). */
  readonly subject?: string
  /** The resource the item is about, absolute. */
  readonly url?: string
}

/** One external audit result (e.g. a Lighthouse audit on mobile), mapped onto a rule through `sameAs`. */
export interface Measurement {
  /** Who measured, e.g. "lighthouse/mobile". */
  readonly source: string
  /** The external audit id, e.g. "image-alt". */
  readonly auditId: string
  readonly status: OutcomeStatus
  /** What a failing or review measurement found; the engine lists a bare "failed" item when there is none. */
  readonly items?: ReadonlyArray<MeasuredItem>
  /** Why an unavailable measurement could not be taken, as the measuring tool said it. */
  readonly error?: string
}

/** What a Lighthouse run delivered for a page. Absent when it did not run or failed (`performance` unmeasured). */
export interface LighthouseRun {
  readonly figures: Performance
  readonly audits: ReadonlyArray<Measurement>
}

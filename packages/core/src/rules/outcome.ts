import type { SourceLocation } from "@svc/contract"
import type { PlaceholderValue } from "./messages"

/** One item a rule reported: a message of its own by id, the data its template names, and where. */
export interface ReportedItem {
  readonly messageId: string
  readonly data: Readonly<Record<string, PlaceholderValue>>
  readonly location?: SourceLocation
  /** What the item is about, as the page writes it (an image's address, a heading's text…). */
  readonly subject?: string
  /** An address the item is about (a link, a resource), absolute. */
  readonly url?: string
}

/**
 * What one check concluded. Evidence says what was found, concretely; a location points into the HTML.
 * An outcome made of reported items carries them: its evidence is then the English summary of the
 * items, which the engine writes again in the audit's locale.
 */
export type Outcome =
  | { readonly status: "pass" }
  | {
      readonly status: "fail"
      readonly evidence: string
      readonly location?: SourceLocation
      readonly items?: ReadonlyArray<ReportedItem>
    }
  | {
      readonly status: "review"
      readonly evidence: string
      readonly location?: SourceLocation
      readonly items?: ReadonlyArray<ReportedItem>
    }
  | { readonly status: "notApplicable"; readonly reason: string }
  | { readonly status: "unavailable"; readonly reason: string }

export type OutcomeStatus = Outcome["status"]

export const outcomeStatuses: ReadonlyArray<OutcomeStatus> = [
  "fail",
  "review",
  "pass",
  "notApplicable",
  "unavailable",
]

/** Options of a failing or review outcome. */
export interface EvidenceOptions {
  readonly at?: SourceLocation | null | undefined
}

/** The outcome constructors handed to every rule's `check`. */
export interface OutcomeBuilders {
  readonly pass: () => Outcome
  readonly fail: (evidence: string, options?: EvidenceOptions) => Outcome
  /** With no evidence: the items the check reported are for review, not failures. */
  readonly review: (evidence?: string, options?: EvidenceOptions) => Outcome
  readonly notApplicable: (reason?: string) => Outcome
  readonly unavailable: (reason: string) => Outcome
}

const withLocation = (status: "fail" | "review", evidence: string, options?: EvidenceOptions): Outcome =>
  options?.at ? { status, evidence, location: options.at } : { status, evidence }

export const outcomes: OutcomeBuilders = {
  pass: () => ({ status: "pass" }),
  fail: (evidence, options) => withLocation("fail", evidence, options),
  review: (evidence = "", options) => withLocation("review", evidence, options),
  notApplicable: (reason = "") => ({ status: "notApplicable", reason }),
  unavailable: (reason) => ({ status: "unavailable", reason }),
}

/** True when a value a rule returned is a well-formed outcome (rules are user code; the engine trusts nothing). */
export const isOutcome = (value: unknown): value is Outcome => {
  if (typeof value !== "object" || value === null) return false
  const candidate = value as Record<string, unknown>
  switch (candidate.status) {
    case "pass":
      return true
    case "fail":
    case "review":
      return typeof candidate.evidence === "string"
    case "notApplicable":
    case "unavailable":
      return typeof candidate.reason === "string"
    default:
      return false
  }
}

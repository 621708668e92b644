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
 * A rule's failure or review is made of the items it reported: its evidence is the English summary of
 * the items, which the engine writes again in the audit's locale.
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

/**
 * What a check may return besides the items it reports: never a sentence of the rule's own (what it
 * found is said through its typed messages, which the engine writes in the audit's locale).
 */
export type Verdict =
  | { readonly status: "pass" }
  /** The items the check reported are for review, not failures. */
  | { readonly status: "review" }
  | { readonly status: "notApplicable"; readonly reason: string }
  | { readonly status: "unavailable"; readonly reason: string }

/** The verdict constructors handed to every rule's `check`. */
export interface VerdictBuilders {
  readonly pass: () => Extract<Verdict, { readonly status: "pass" }>
  /** The items the check reported are for review, not failures. */
  readonly review: () => Extract<Verdict, { readonly status: "review" }>
  readonly notApplicable: (reason?: string) => Extract<Verdict, { readonly status: "notApplicable" }>
  readonly unavailable: (reason: string) => Extract<Verdict, { readonly status: "unavailable" }>
}

export const verdicts: VerdictBuilders = {
  pass: () => ({ status: "pass" }),
  review: () => ({ status: "review" }),
  notApplicable: (reason = "") => ({ status: "notApplicable", reason }),
  unavailable: (reason) => ({ status: "unavailable", reason }),
}

/** True when a value a check returned is a verdict (rules are user code; the engine trusts nothing). */
export const isVerdict = (value: unknown): value is Verdict => {
  if (typeof value !== "object" || value === null) return false
  const candidate = value as Record<string, unknown>
  switch (candidate.status) {
    case "pass":
      return true
    case "review":
      return candidate.evidence === undefined
    case "notApplicable":
    case "unavailable":
      return typeof candidate.reason === "string"
    default:
      return false
  }
}

/** True when a check returned a failure or a review in a sentence of its own rather than reporting items. */
export const speaksInItsOwnWords = (value: unknown): boolean =>
  typeof value === "object" &&
  value !== null &&
  "status" in value &&
  (value.status === "fail" || value.status === "review") &&
  "evidence" in value

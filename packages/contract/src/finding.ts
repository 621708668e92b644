import { Schema } from "effect"
import { Category, FindingStatus, Level } from "./vocabulary"

/** Where in the fetched HTML a finding was seen (1-based). */
export const SourceLocation = Schema.Struct({
  line: Schema.Int.pipe(Schema.positive()),
  column: Schema.Int.pipe(Schema.positive()),
})
export type SourceLocation = typeof SourceLocation.Type

/** One place or thing a finding is about, in the report's language. */
export const FindingItem = Schema.Struct({
  message: Schema.String,
  /** What the item is about, as the page writes it (an image's address, a heading's text…). */
  subject: Schema.optional(Schema.String),
  location: Schema.optional(SourceLocation),
  url: Schema.optional(Schema.String),
}).annotations({ identifier: "FindingItem" })
export type FindingItem = typeof FindingItem.Type

/** One listed problem: a failed check or one for human review, with what was found and how to fix it. */
export const Finding = Schema.Struct({
  id: Schema.NonEmptyString,
  label: Schema.String,
  status: FindingStatus,
  level: Level,
  category: Category,
  evidence: Schema.String,
  fix: Schema.String,
  /** Present and true on optional technical improvements (counted in `summary.extras`, never scored). */
  extra: Schema.optional(Schema.Literal(true)),
  /** The first place in the HTML the evidence points at, when it comes from the HTML. */
  location: Schema.optional(SourceLocation),
  /** Every place or thing the check found, up to 100, when its rule reports items; `evidence` sums them up. */
  items: Schema.optional(Schema.Array(FindingItem)),
  /** How many items the check found (more than `items` holds when it was cut at 100). */
  itemCount: Schema.optional(Schema.Int.pipe(Schema.nonNegative())),
}).annotations({ identifier: "Finding" })
export type Finding = typeof Finding.Type

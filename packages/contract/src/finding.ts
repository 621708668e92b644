import { Schema } from "effect"
import { Category, FindingStatus, Level } from "./vocabulary"

/** Where in the fetched HTML a finding was seen (1-based). */
export const SourceLocation = Schema.Struct({
  line: Schema.Int.pipe(Schema.positive()),
  column: Schema.Int.pipe(Schema.positive()),
})
export type SourceLocation = typeof SourceLocation.Type

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
}).annotations({ identifier: "Finding" })
export type Finding = typeof Finding.Type

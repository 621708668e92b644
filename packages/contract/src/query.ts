import { Schema } from "effect"
import { NullableScore, QuerySource } from "./vocabulary"

/** The search phrase the page is measured against, how well the page matches it, and the site's suggestions. */
export const QueryMatch = Schema.Struct({
  primary: Schema.String,
  source: QuerySource,
  /** 0–100 match of the page to `primary`; null when no phrase could be derived (`source: none`). */
  score: NullableScore,
  suggestions: Schema.Array(Schema.String),
}).annotations({ identifier: "QueryMatch" })
export type QueryMatch = typeof QueryMatch.Type

import { Schema } from "effect"
import { NullableScore } from "./vocabulary"

/** The five parts of the main score; null when nothing in a part was measured. */
export const ScoreParts = Schema.Struct({
  content: NullableScore,
  google: NullableScore,
  ai: NullableScore,
  technical: NullableScore,
  experience: NullableScore,
}).annotations({ identifier: "ScoreParts" })
export type ScoreParts = typeof ScoreParts.Type

/** The main score, its parts and the HTML scores. The main score is at most 15 above the content part. */
export const Score = Schema.Struct({
  svc: NullableScore,
  parts: ScoreParts,
  seo: NullableScore,
  geo: NullableScore,
  html: NullableScore,
}).pipe(
  Schema.filter(
    (score) =>
      score.svc === null ||
      score.parts.content === null ||
      score.svc <= score.parts.content + 15 ||
      "score.svc may be at most 15 points above score.parts.content",
  ),
  Schema.annotations({ identifier: "Score" }),
)
export type Score = typeof Score.Type

/** How far `score.svc` may rise above the content part. */
export const MAX_LEAD_OVER_CONTENT = 15

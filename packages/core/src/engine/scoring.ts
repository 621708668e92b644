import type { Score, ScorePart } from "@svc/contract"
import { scoreParts } from "@svc/contract"
import type { JudgedRootCause } from "./evaluate"
import { CONTENT_LEAD, PART_WEIGHTS, QUERY_CAP } from "./scoring-policy"

export interface ScoringInput {
  readonly rootCauses: ReadonlyArray<JudgedRootCause>
  /** False when Lighthouse did not deliver: the experience part is then null, never a guess. */
  readonly performanceMeasured: boolean
  /** The phrase match when the caller supplied the phrase; null otherwise (no cap). */
  readonly inputQueryScore: number | null
}

/**
 * Computes every score. A part's score is 100 × earned / possible over its scored root causes that
 * passed or failed (a pass earns the rule's weight); review, not applicable, unavailable and extras
 * stay out. A symptom excused by a failing cause stays in the denominator and earns nothing: the cause
 * costs its symptoms' weight too, so a missing element never scores better than a flawed one. A root
 * cause silenced by a page condition (`gatedBy`) stays in, unearned: a page that cannot be indexed
 * cannot earn the points of checks that only matter for indexed pages. Either way, fixing a cause never
 * lowers a score. A part with nothing to weigh is null.
 */
export const computeScore = (input: ScoringInput): Score => {
  const scorable = input.rootCauses.filter(
    (root) =>
      root.scored &&
      (root.status === "pass" ||
        root.status === "fail" ||
        root.gatedBy !== undefined ||
        root.excusedBy !== undefined),
  )
  const ratio = (roots: ReadonlyArray<JudgedRootCause>): number | null => {
    let earned = 0
    let possible = 0
    for (const root of roots) {
      possible += root.registered.weight
      if (root.status === "pass" && root.excusedBy === undefined) earned += root.registered.weight
    }
    return possible > 0 ? Math.round((100 * earned) / possible) : null
  }
  const part = (name: ScorePart): number | null => {
    if (name === "experience" && !input.performanceMeasured) return null
    return ratio(scorable.filter((root) => root.registered.part === name))
  }
  const parts = {
    content: part("content"),
    google: part("google"),
    ai: part("ai"),
    technical: part("technical"),
    experience: part("experience"),
  }
  const htmlPack = (pack: string) =>
    ratio(
      scorable.filter((root) => root.registered.pack === pack && root.registered.rule.check !== undefined),
    )
  return {
    svc: mainScore(parts, input.inputQueryScore),
    parts,
    seo: htmlPack("seo"),
    geo: htmlPack("geo"),
    html: ratio(scorable),
  }
}

/** Weighted mean of the measured parts, at most CONTENT_LEAD above content, capped when the phrase is barely covered. */
const mainScore = (
  parts: Readonly<Record<ScorePart, number | null>>,
  inputQueryScore: number | null,
): number | null => {
  let weighted = 0
  let weights = 0
  for (const name of scoreParts) {
    const value = parts[name]
    if (value === null) continue
    weighted += PART_WEIGHTS[name] * value
    weights += PART_WEIGHTS[name]
  }
  if (weights === 0) return null
  let score = Math.round(weighted / weights)
  if (parts.content !== null) score = Math.min(score, parts.content + CONTENT_LEAD)
  if (inputQueryScore !== null && inputQueryScore < QUERY_CAP.threshold)
    score = Math.min(score, QUERY_CAP.cap)
  return score
}

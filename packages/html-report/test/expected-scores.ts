import type { Locale, Result } from "@svc/contract"
import { textsIn } from "@svc/core"

/** The scores a report of `result` must show, by the name on their `data-score`: the JSON's, or "not measured". */
export const expectedScores = (result: Result, locale: Locale): Record<string, string> => {
  const shown = (score: number | null) => (score === null ? textsIn(locale)("notMeasured") : String(score))
  return {
    svc: shown(result.score.svc),
    seo: shown(result.score.seo),
    geo: shown(result.score.geo),
    html: shown(result.score.html),
    ...Object.fromEntries(
      Object.entries(result.score.parts).map(([part, score]) => [`part-${part}`, shown(score)]),
    ),
  }
}

import { Schema } from "effect"

/** A Lighthouse category score, 0–1; null when Lighthouse could not score that category. */
const CategoryScore = Schema.NullOr(Schema.Number.pipe(Schema.between(0, 1)))

/** Lighthouse category scores for one form factor. */
export const LighthouseFigures = Schema.Struct({
  performance: CategoryScore,
  accessibility: CategoryScore,
  seo: CategoryScore,
}).annotations({ identifier: "LighthouseFigures" })
export type LighthouseFigures = typeof LighthouseFigures.Type

/** Lighthouse figures for mobile and desktop; the whole object is omitted when the service failed. */
export const Performance = Schema.Struct({
  mobile: LighthouseFigures,
  desktop: LighthouseFigures,
}).annotations({ identifier: "Performance" })
export type Performance = typeof Performance.Type

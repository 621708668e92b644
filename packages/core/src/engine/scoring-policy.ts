import type { ScorePart } from "@svc/contract"

/**
 * How much each part weighs in `score.svc`. Content weighs most: the main score is about what the page
 * says and how well it says it; the other parts decide whether that content is found and served well.
 */
export const PART_WEIGHTS: Readonly<Record<ScorePart, number>> = {
  content: 30,
  google: 20,
  ai: 20,
  technical: 15,
  experience: 15,
}

/** `score.svc` is at most this many points above the content part. */
export const CONTENT_LEAD = 15

/**
 * With a phrase the caller supplied, a page whose match (`query.score`) is below `threshold` barely
 * covers it: its main score is capped at `cap`, however good the rest is.
 */
export const QUERY_CAP = { threshold: 40, cap: 50 } as const

import type { QueryPlace } from "../facts/page-facts"

/** How much each place of the page counts in the phrase match (`query.score`). */
export const PLACE_WEIGHTS: Readonly<Record<QueryPlace, number>> = {
  title: 20,
  h1: 15,
  intro: 15,
  mainText: 15,
  description: 10,
  url: 10,
  subheadings: 10,
  imageAlts: 5,
}

export const queryPlaces = Object.keys(PLACE_WEIGHTS) as ReadonlyArray<QueryPlace>

/** Share (0–1) of the phrase's tokens present in each place. */
export const placeCoverage = (
  phrase: ReadonlyArray<string>,
  places: Readonly<Record<QueryPlace, ReadonlySet<string>>>,
): Record<QueryPlace, number> => {
  const coverage = {} as Record<QueryPlace, number>
  for (const place of queryPlaces) {
    const present = phrase.filter((token) => places[place].has(token)).length
    coverage[place] = phrase.length === 0 ? 0 : present / phrase.length
  }
  return coverage
}

/** The 0–100 match: the weighted mean of the places' coverage. */
export const matchScore = (coverage: Readonly<Record<QueryPlace, number>>): number => {
  let weighted = 0
  let total = 0
  for (const place of queryPlaces) {
    weighted += PLACE_WEIGHTS[place] * coverage[place]
    total += PLACE_WEIGHTS[place]
  }
  return Math.round((100 * weighted) / total)
}

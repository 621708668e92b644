import type { QueryFacts, QueryPlace } from "@svc/core"
import { quote } from "./quote"

/** Why a phrase rule does not apply: there is no phrase to measure. */
export const NO_PHRASE = "No search phrase: none was sent and none could be derived from the page."

/** "2 of 3 words of "sourdough bread košice"". */
export const coverageText = (query: QueryFacts, place: QueryPlace): string => {
  const found = Math.round(query.coverage[place] * query.tokens.length)
  return `${found} of ${query.tokens.length} word${query.tokens.length === 1 ? "" : "s"} of the phrase ${quote(query.phrase, 60)}`
}

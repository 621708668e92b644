import type { QueryFacts, QueryPlace } from "@svc/core"
import { shortened } from "@svc/core"

/** Why a phrase rule does not apply: there is no phrase to measure. */
export const NO_PHRASE = "No search phrase: none was sent and none could be derived from the page."

/** How many of the phrase's words a place holds, of how many, and the phrase: a message's data. */
export const coverageData = (
  query: QueryFacts,
  place: QueryPlace,
): { readonly found: number; readonly total: number; readonly phrase: string } => ({
  found: Math.round(query.coverage[place] * query.tokens.length),
  total: query.tokens.length,
  phrase: shortened(query.phrase, 60),
})

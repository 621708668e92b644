import type { ChosenQuery } from "@svc/contract"
import { capEchoed, ECHO_LIMITS, extractFacts, isUnavailable, notFetched } from "@svc/core"
import type { FetchedPage } from "@svc/fetch"

/** No phrase could be derived (decision 17). */
const NO_QUERY: ChosenQuery = { primary: "", source: "none" }

/**
 * The phrase a page will be measured against (decision 17): the caller's; else the first keyword
 * suggestion of the page the start call fetched; else none. The worker measures the same phrase:
 * it passes the caller's phrase on, and derives the suggestion from the same fetched page.
 */
export const chosenQuery = (query: string | undefined, page: FetchedPage | undefined): ChosenQuery => {
  if (query !== undefined) return { primary: query, source: "input" }
  if (page === undefined) return NO_QUERY
  const facts = extractFacts(
    {
      ...page,
      siteFiles: { robots: notFetched, sitemap: notFetched, llms: notFetched, httpVersion: notFetched },
    },
    { keys: ["query"] },
  )
  const found = facts.query
  if (found === undefined || isUnavailable(found) || found.source !== "suggested" || found.phrase === "")
    return NO_QUERY
  // Capped as the result's own query is (docs/api.md, echoed text): the start record shows the same phrase.
  return { primary: capEchoed(found.phrase, ECHO_LIMITS.phrase), source: "suggested" }
}

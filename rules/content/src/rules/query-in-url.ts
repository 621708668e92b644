import { defineRule } from "@svc/core"
import { coverageText, NO_PHRASE } from "../shared/phrase"

export default defineRule({
  id: "query-in-url",
  part: "content",
  category: "query",
  level: "low",
  appliesTo: "indexable",
  requires: ["query", "http"],
  label: "The URL path contains the search phrase",
  fix: "Use a short, readable URL slug made of the phrase's words (e.g. /sourdough-bread), with a redirect from the old address.",
  check: ({ query, http }, { fail, notApplicable, pass }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    if (http.url.pathname === "/") return notApplicable("The site's root address carries no slug.")
    if (query.coverage.url === 1) return pass()
    return fail(`The URL path "${http.url.pathname}" has ${coverageText(query, "url")}.`)
  },
})

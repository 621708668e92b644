import { defineRule } from "@svc/core"
import { coverageData, NO_PHRASE } from "../lib/phrase"

export default defineRule({
  id: "query-in-url",
  phrase: true,
  category: "query",
  level: "low",
  appliesTo: "indexable",
  requires: ["query", "http"],
  label: "The URL path contains the search phrase",
  fix: "Use a short, readable URL slug made of the phrase's words (e.g. /sourdough-bread), with a redirect from the old address.",
  messages: {
    partial: 'The URL path "{path}" has {found} of {total} words of the phrase "{phrase}".',
  },
  check: ({ query, http }, { notApplicable, report }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    if (http.url.pathname === "/") return notApplicable("The site's root address carries no slug.")
    if (query.coverage.url === 1) return
    const path = http.url.pathname
    report("partial", { subject: path, data: { ...coverageData(query, "url"), path } })
  },
})

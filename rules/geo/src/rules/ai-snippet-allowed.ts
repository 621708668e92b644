import { defineRule } from "@svc/core"
import { type Directive, directiveData, directivesFor, isNoindex } from "../lib/robots-directives"

/** Below this many characters a snippet is too short to carry an answer. */
const MIN_SNIPPET = 50

const maxSnippet = (directive: Directive): number | null => {
  const match = directive.value.match(/^max-snippet:(-?\d+)$/)
  return match ? Number(match[1]) : null
}

export default defineRule({
  id: "ai-snippet-allowed",
  category: "geo",
  level: "high",
  appliesTo: "indexable",
  requires: ["head", "http"],
  label: "Search engines may quote the page in AI answers",
  fix: "Remove `nosnippet` and `max-snippet:0` from the robots meta tag and the X-Robots-Tag header (Google and Bing use them to keep the page out of AI Overviews, AI Mode and Copilot answers). To shield one passage, wrap only it in an element with `data-nosnippet`.",
  messages: {
    noSnippet:
      "{directive} ({source}) forbids snippets: Google keeps the page out of AI Overviews and AI Mode, Bing out of Copilot answers.",
    shortSnippet:
      "{directive} ({source}) limits snippets to fewer than {min} characters: too short for an AI answer to quote.",
  },
  check: ({ head, http }, { notApplicable, pass, report, review }) => {
    const forGoogle = directivesFor(head, http, "googlebot")
    const forBing = directivesFor(head, http, "bingbot")
    if (isNoindex(forGoogle) && isNoindex(forBing))
      return notApplicable("The page is kept out of the index (noindex): nothing to quote.")
    const all = [
      ...new Map(
        [...forGoogle, ...forBing].map((directive) => [
          `${directive.value} ${directive.source} ${directive.location?.line}`,
          directive,
        ]),
      ).values(),
    ]
    const blocking = all.filter((directive) => directive.value === "nosnippet" || maxSnippet(directive) === 0)
    for (const directive of blocking)
      report("noSnippet", {
        at: directive.location,
        subject: directive.value,
        data: directiveData(directive),
      })
    if (blocking.length > 0) return
    const short = all.filter((directive) => {
      const length = maxSnippet(directive)
      return length !== null && length > 0 && length < MIN_SNIPPET
    })
    if (short.length === 0) return pass()
    for (const directive of short)
      report("shortSnippet", {
        at: directive.location,
        subject: directive.value,
        data: { ...directiveData(directive), min: MIN_SNIPPET },
      })
    return review()
  },
})

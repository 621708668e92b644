import { defineRule, QUERY_CAP, shortened } from "@svc/core"
import { NO_PHRASE } from "../lib/phrase"

export default defineRule({
  id: "query-match",
  phrase: true,
  category: "query",
  level: "high",
  appliesTo: "indexable",
  requires: ["query"],
  label: "The page covers the search phrase well",
  fix: "Make the page about the phrase: use it in the title, H1, opening paragraph and a subheading, and answer every part of it in the text.",
  messages: {
    weak: 'The page matches the phrase "{phrase}" at {score}/100 (below {threshold}).',
  },
  check: ({ query }, { notApplicable, report }) => {
    if (query.score === null) return notApplicable(NO_PHRASE)
    if (query.score >= QUERY_CAP.threshold) return
    const phrase = shortened(query.phrase, 60)
    report("weak", { subject: phrase, data: { phrase, score: query.score, threshold: QUERY_CAP.threshold } })
  },
})

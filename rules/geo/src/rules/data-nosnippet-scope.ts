import { defineRule } from "@svc/core"
import { plural } from "../applicability"

/** Shares of the main content inside `data-nosnippet` that leave too little to quote. */
const FAIL_SHARE = 0.9
const REVIEW_SHARE = 0.3

export default defineRule({
  id: "data-nosnippet-scope",
  part: "ai",
  category: "geo",
  level: "medium",
  appliesTo: "indexable",
  requires: ["nosnippet"],
  label: "data-nosnippet shields passages, not the main content",
  fix: "Keep `data-nosnippet` on the few passages that must not be quoted (prices behind a login, legal boilerplate) and take it off the article body: search engines cannot quote marked text in snippets or AI answers.",
  check: ({ nosnippet }, { fail, notApplicable, pass, review }) => {
    if (nosnippet.mainContentWords === 0) return notApplicable("The page has no main content.")
    const share = nosnippet.mainWords / nosnippet.mainContentWords
    const where = nosnippet.regions
      .filter((region) => region.words > 0)
      .slice(0, 3)
      .map((region) => `<${region.tag} data-nosnippet> line ${region.location.line}`)
      .join(", ")
    const evidence = `data-nosnippet covers ${plural(nosnippet.mainWords, "word")} of the ${plural(nosnippet.mainContentWords, "word")} of main content (${Math.round(share * 100)} %): ${where}.`
    const at = nosnippet.regions.find((region) => region.words > 0)?.location
    if (share >= FAIL_SHARE) return fail(`${evidence} Almost nothing is left to quote.`, { at })
    if (share >= REVIEW_SHARE) return review(evidence, { at })
    return pass()
  },
})

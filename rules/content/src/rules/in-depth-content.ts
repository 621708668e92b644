import { defineRule, originalMainWords } from "@svc/core"
import { MIN_MAIN_WORDS } from "../lib/depth"

/** Twice the minimum for the page type: enough to cover a topic in depth rather than just answer it. */
export const DEPTH_FACTOR = 2

export default defineRule({
  id: "in-depth-content",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  // Below the minimum the page is thin, which word-count reports; this rule then stays out of sight and out of the score.
  symptomOf: ["word-count"],
  requires: ["content", "pageType"],
  label: "The main content covers its topic in depth",
  fix: "Go deeper than the minimum: cover the sub-questions, cases, numbers and examples a specialist would add.",
  messages: {
    underMinimum: "The main content has {words} of the {minimum} words its page type needs at least.",
    shallow: "{words} main words: enough to answer, but in depth starts at {target} for this page type.",
  },
  check: ({ content, pageType }, { notApplicable, pass, report }) => {
    const minimum = MIN_MAIN_WORDS[pageType.type]
    if (minimum === null) return notApplicable(`A ${pageType.type} page is short by nature.`)
    const target = minimum * DEPTH_FACTOR
    const words = originalMainWords(content)
    if (words >= target) return pass()
    if (words < minimum) return report("underMinimum", { data: { words, minimum } })
    // Enough to answer, not enough to cover: a failure, so that cutting a long text loses its depth
    // (the checks of long text presuppose this rule and earn nothing while it fails).
    report("shallow", { data: { words, target } })
  },
})

import { defineRule } from "@svc/core"
import { originalMainWords } from "../shared/original-words"
import { plural, quote } from "../shared/quote"

/** Retrieval systems cut pages into passages of a few hundred words; a section longer than this spans several. */
const REVIEW_WORDS = 400
const FAIL_WORDS = 800
/** Shorter pages are one passage anyway. */
const MIN_MAIN_WORDS = 400

export default defineRule({
  id: "section-chunking",
  part: "content",
  category: "geo",
  level: "low",
  appliesTo: "substantive",
  requires: ["sections", "content"],
  // The passage-size view of subheadings: while the page has none at all, that is the one finding.
  symptomOf: ["subheadings"],
  label: "The main content is cut into sections of passage size",
  fix: "Give every 150–400 words a descriptive subheading, so each section answers one thing on its own. Answer engines retrieve and quote passages, and a passage without its heading loses its context.",
  check: ({ sections, content }, { fail, notApplicable, pass, review }) => {
    const words = originalMainWords(content)
    if (words < MIN_MAIN_WORDS) return notApplicable(`The main content has only ${plural(words, "word")}.`)
    const longest = [...sections].sort((a, b) => b.words - a.words)[0]
    if (longest === undefined || longest.words <= REVIEW_WORDS) return pass()
    const where = longest.heading
      ? `the section ${quote(longest.heading.text, 50)} (line ${longest.heading.location.line})`
      : `the text before the first heading${longest.blocks[0] ? ` (from line ${longest.blocks[0].location.line})` : ""}`
    const evidence = `${where} runs ${plural(longest.words, "word")} without a subheading`
    const at = longest.heading?.location ?? longest.blocks[0]?.location
    if (longest.words > FAIL_WORDS) return fail(`In the main content, ${evidence}.`, { at })
    return review(`In the main content, ${evidence}.`, { at })
  },
})

import { defineRule, originalMainWords, shortened } from "@svc/core"

/** Retrieval systems cut pages into passages of a few hundred words; a section longer than this spans several. */
const REVIEW_WORDS = 400
const FAIL_WORDS = 800
/** Shorter pages are one passage anyway. */
const MIN_MAIN_WORDS = 400

export default defineRule({
  id: "section-chunking",
  category: "geo",
  level: "low",
  appliesTo: "substantive",
  requires: ["sections", "content"],
  // The passage-size view of subheadings: while the page has none at all, that is the one finding.
  symptomOf: ["subheadings"],
  label: "The main content is cut into sections of passage size",
  fix: "Give every 150–400 words a descriptive subheading, so each section answers one thing on its own. Answer engines retrieve and quote passages, and a passage without its heading loses its context.",
  messages: {
    longSection: 'In the main content, the section "{heading}" runs {words} words without a subheading.',
    longOpening:
      "In the main content, the text before the first heading runs {words} words without a subheading.",
  },
  check: ({ sections, content }, { notApplicable, report, review }) => {
    const words = originalMainWords(content)
    if (words < MIN_MAIN_WORDS) return notApplicable(`The main content has only ${words} words.`)
    // Sections past the failing length fail; without one, those past the reviewing length are for review.
    const failing = sections.some((section) => section.words > FAIL_WORDS)
    const limit = failing ? FAIL_WORDS : REVIEW_WORDS
    for (const section of sections) {
      if (section.words <= limit) continue
      const data = { words: section.words }
      if (section.heading === null) {
        report("longOpening", { at: section.blocks[0]?.location, data })
        continue
      }
      const heading = shortened(section.heading.text, 50)
      report("longSection", { at: section.heading.location, subject: heading, data: { ...data, heading } })
    }
    if (!failing && sections.some((section) => section.words > REVIEW_WORDS)) return review()
  },
})

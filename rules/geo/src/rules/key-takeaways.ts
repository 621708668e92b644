import { defineRule, fold } from "@svc/core"
import { plural } from "../lib/applicability"

/** Long articles are expected to sum themselves up. */
const MIN_MAIN_WORDS = 1000
const SUMMARY_HEADING =
  /^(?:\d+[.)]?\s*)?(?:key\s+(?:takeaways?|points|facts)|takeaways?|summary|in\s+summary|tl;?\s?dr|in\s+short|in\s+brief|at\s+a\s+glance|the\s+bottom\s+line|bottom\s+line|conclusions?|quick\s+facts|zhrnutie|v\s+skratke|strucne|zaver|klucove\s+(?:body|fakty|informacie)|resumen|en\s+resumen|en\s+breve|conclusion(?:es)?|puntos\s+clave|lo\s+esencial|en\s+pocas\s+palabras)\b/
const SUMMARY_LEAD =
  /^(?:tl;?\s?dr|summary|in\s+short|in\s+brief|key\s+takeaways?|bottom\s+line|zhrnutie|v\s+skratke|resumen|en\s+resumen|en\s+pocas\s+palabras)\s*[:—–-]/

/** Folding neither makes nor removes a separator, so a lead without one is known without folding it. */
const LEAD_SEPARATOR = /[:—–-]/
const isSummaryLead = (opening: string): boolean =>
  LEAD_SEPARATOR.test(opening) && SUMMARY_LEAD.test(fold(opening).trim())

export default defineRule({
  id: "key-takeaways",
  category: "geo",
  level: "low",
  appliesTo: "substantive",
  requires: ["sections", "content", "pageType"],
  symptomOf: ["server-rendered-text"],
  // A text too short to quote is judged by quotable-length; this one earns nothing while that fails.
  presupposes: ["quotable-length"],
  label: "A long article sums itself up",
  fix: 'Add a short summary to long articles: a "Key takeaways" list near the top or a "Summary" / "Conclusion" section (Slovak "Zhrnutie", Spanish "Resumen"). Answer engines quote summaries as the gist of the page.',
  messages: {
    noSummary: "The article runs {words} words without a summary, key takeaways or conclusion section.",
  },
  check: ({ sections, content, pageType }, { notApplicable, pass, report }) => {
    if (pageType.type !== "article") return notApplicable("Only articles are expected to carry a summary.")
    const words = content.wordCount.main
    if (words < MIN_MAIN_WORDS) return notApplicable(`The main content has only ${plural(words, "word")}.`)
    const summarised = sections.some(
      (section) =>
        (section.heading !== null && SUMMARY_HEADING.test(fold(section.heading.text).trim())) ||
        section.blocks.some((block) => isSummaryLead(block.text.slice(0, 40))),
    )
    if (summarised) return pass()
    report("noSummary", { data: { words } })
  },
})

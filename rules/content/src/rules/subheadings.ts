import { defineRule, originalMainWords } from "@svc/core"

export const MIN_WORDS_FOR_SUBHEADINGS = 300

export default defineRule({
  id: "subheadings",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  // What it judges needs a text of the page type\'s length: a thin text earns none of its points.
  presupposes: ["word-count"],
  requires: ["content", "headings"],
  label: "Long main content is divided by subheadings",
  fix: "Break the text into sections with <h2> (and <h3>) subheadings that name what each section answers.",
  messages: {
    none: "The main content runs {words} words without a single <h2>–<h6> subheading.",
  },
  check: ({ content, headings }, { notApplicable, report }) => {
    const words = originalMainWords(content)
    if (words < MIN_WORDS_FOR_SUBHEADINGS) return notApplicable(`The main content has only ${words} words.`)
    const subheadings = headings.filter((heading) => heading.level > 1 && heading.inMain && !heading.hidden)
    if (subheadings.length === 0) report("none", { data: { words } })
  },
})

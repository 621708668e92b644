import { defineRule } from "@svc/core"
import { isInformational, plural } from "../applicability"

/** Long pages are expected to structure some of their facts. */
const MIN_MAIN_WORDS = 800

export default defineRule({
  id: "lists-and-tables",
  part: "ai",
  category: "geo",
  level: "low",
  requires: ["sections", "content", "pageType"],
  symptomOf: ["server-rendered-text"],
  label: "A long text structures its facts in lists or tables",
  fix: "Put steps, options, specifications and comparisons in real <ol>/<ul> lists and <table>s instead of running prose. Answer engines lift lists and tables whole.",
  check: ({ sections, content, pageType }, { fail, notApplicable, pass }) => {
    if (!isInformational(pageType)) return notApplicable(`A ${pageType.type} page is not judged on lists.`)
    const words = content.wordCount.main
    if (words < MIN_MAIN_WORDS) return notApplicable(`The main content has only ${plural(words, "word")}.`)
    const items = sections.reduce((sum, section) => sum + section.listItems, 0)
    const tables = sections.reduce((sum, section) => sum + section.tables, 0)
    if (items >= 2 || tables > 0) return pass()
    return fail(`The main content runs ${plural(words, "word")} with no list and no table.`)
  },
})

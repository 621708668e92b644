import { defineRule } from "@svc/core"
import { quote } from "../shared/quote"

export const MAX_PARAGRAPH_WORDS = 150

export default defineRule({
  id: "wall-of-text",
  part: "content",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  requires: ["content"],
  label: `No paragraph of the main content runs over ${MAX_PARAGRAPH_WORDS} words`,
  fix: "Split long paragraphs into paragraphs of one idea each (40–120 words), or turn enumerations into lists.",
  check: ({ content }, { fail, notApplicable, pass }) => {
    const main = content.blocks.filter((block) => block.inMain)
    if (main.length === 0) return notApplicable("The page has no main content.")
    const walls = main.filter((block) => block.words > MAX_PARAGRAPH_WORDS)
    const first = walls[0]
    if (first === undefined) return pass()
    return fail(
      `${walls.length} block${walls.length === 1 ? "" : "s"} of the main content run over ${MAX_PARAGRAPH_WORDS} words; the first, a <${first.tag}> of ${first.words} words, starts ${quote(first.text, 60)}.`,
      { at: first.location },
    )
  },
})

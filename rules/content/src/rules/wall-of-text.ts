import { defineRule, shortened } from "@svc/core"

export const MAX_PARAGRAPH_WORDS = 150

export default defineRule({
  id: "wall-of-text",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  requires: ["content"],
  label: `No paragraph of the main content runs over ${MAX_PARAGRAPH_WORDS} words`,
  fix: "Split long paragraphs into paragraphs of one idea each (40–120 words), or turn enumerations into lists.",
  messages: {
    wall: 'A <{tag}> of the main content runs {words} words (over {max}): "{text}".',
  },
  check: ({ content }, { notApplicable, report }) => {
    let main = 0
    for (const block of content.blocks) {
      if (!block.inMain) continue
      main++
      if (block.words <= MAX_PARAGRAPH_WORDS) continue
      const text = shortened(block.text, 60)
      report("wall", {
        at: block.location,
        subject: text,
        data: { tag: block.tag, words: block.words, max: MAX_PARAGRAPH_WORDS, text },
      })
    }
    if (main === 0) return notApplicable("The page has no main content.")
  },
})

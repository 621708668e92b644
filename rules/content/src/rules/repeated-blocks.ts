import { defineRule, isPassage, repeatedIgnoringCase, shortened } from "@svc/core"

export default defineRule({
  id: "repeated-blocks",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  requires: ["content"],
  label: "No paragraph is repeated within the main content",
  fix: "Remove the duplicated passages, or say what they say once and link to it; repeated text adds length without adding answers.",
  messages: {
    repeated: 'The passage "{text}" appears {count} times in the main content.',
  },
  check: ({ content }, { notApplicable, report }) => {
    const main = content.blocks.filter((block) => block.inMain && isPassage(block))
    if (main.length < 2) return notApplicable("The main content has fewer than two paragraphs to compare.")
    for (const { first, count } of repeatedIgnoringCase(main, (block) => block.text)) {
      const text = shortened(first.text, 60)
      report("repeated", { at: first.location, subject: text, data: { text, count } })
    }
  },
})

import { defineRule, fold, shortened } from "@svc/core"
import { holdsPlaceholder, PLACEHOLDER } from "../lib/placeholder"

export default defineRule({
  id: "placeholder-text",
  category: "content",
  level: "high",
  appliesTo: "substantive",
  // A page that is mostly placeholder fails has-content: the placeholder is that finding's evidence.
  symptomOf: ["has-content"],
  requires: ["head", "content"],
  label: "The page holds no placeholder text",
  fix: 'Replace template filler (lorem ipsum, "coming soon", "under construction") with the real content, or keep the page unpublished until it is ready.',
  messages: {
    title: 'The title is placeholder text: "{title}".',
    block: 'Placeholder text ("{placeholder}") in a <{tag}>: "{text}".',
  },
  check: ({ head, content }, { report }) => {
    const title = head.titles.find((tag) => tag.inHead)
    if (title && PLACEHOLDER.test(fold(title.text))) {
      const text = shortened(title.text)
      report("title", { at: title.location, subject: text, data: { title: text } })
    }
    for (const block of content.blocks) {
      if (!holdsPlaceholder(block.text, block.words)) continue
      const text = shortened(block.text, 70)
      const placeholder = PLACEHOLDER.exec(fold(block.text))?.[0] ?? ""
      report("block", { at: block.location, subject: text, data: { placeholder, tag: block.tag, text } })
    }
  },
})

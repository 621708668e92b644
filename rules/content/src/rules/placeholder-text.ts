import { defineRule, fold } from "@svc/core"
import { holdsPlaceholder, PLACEHOLDER } from "../shared/placeholder"
import { quote } from "../shared/quote"

export default defineRule({
  id: "placeholder-text",
  part: "content",
  category: "content",
  level: "high",
  appliesTo: "substantive",
  requires: ["head", "content"],
  label: "The page holds no placeholder text",
  fix: 'Replace template filler (lorem ipsum, "coming soon", "under construction") with the real content, or keep the page unpublished until it is ready.',
  check: ({ head, content }, { fail, pass }) => {
    const title = head.titles.find((tag) => tag.inHead)
    if (title && PLACEHOLDER.test(fold(title.text)))
      return fail(`The title is placeholder text: ${quote(title.text)}.`, { at: title.location })
    const block = content.blocks.find((entry) => holdsPlaceholder(entry.text, entry.words))
    if (block === undefined) return pass()
    const match = PLACEHOLDER.exec(fold(block.text))?.[0] ?? ""
    return fail(`Placeholder text ("${match}") in a <${block.tag}>: ${quote(block.text, 70)}.`, {
      at: block.location,
    })
  },
})

import { defineRule, fold } from "@svc/core"
import { literalSearch } from "../shared/literal-search"
import { quote } from "../shared/quote"

// Template filler and unfinished-page notices, in English, Slovak and Spanish (folded).
const PLACEHOLDER =
  /\b(lorem ipsum|dolor sit amet|consectetur adipiscing|coming soon|under construction|insert (your )?text here|your (text|content) here|placeholder text|sample text|to be announced|pripravujeme|v priprave|stranka je vo vystavbe|pracujeme na tom|text doplnime|proximamente|en construccion|texto de ejemplo|pagina en construccion)\b/

/**
 * A cheap first look on the raw text, so that only suspicious blocks are folded: any of these
 * (`/lorem|dolor sit|…|pr[oó]ximamente|ejemplo/i`), found by skipping through the text.
 */
export const mayHoldPlaceholder = literalSearch([
  "lorem",
  "dolor sit",
  "consectetur",
  "coming soon",
  "construc",
  "insert",
  "your text",
  "your content",
  "placeholder",
  "sample text",
  "to be announced",
  "priprav",
  "vystavb",
  "výstavb",
  "pracujeme",
  "dopln",
  "proximamente",
  "próximamente",
  "ejemplo",
])

export default defineRule({
  id: "placeholder-text",
  part: "content",
  category: "content",
  level: "high",
  appliesTo: "served",
  requires: ["head", "content"],
  label: "The page holds no placeholder text",
  fix: 'Replace template filler (lorem ipsum, "coming soon", "under construction") with the real content, or keep the page unpublished until it is ready.',
  check: ({ head, content }, { fail, pass }) => {
    const title = head.titles.find((tag) => tag.inHead)
    if (title && PLACEHOLDER.test(fold(title.text)))
      return fail(`The title is placeholder text: ${quote(title.text)}.`, { at: title.location })
    const block = content.blocks.find(
      (entry) => mayHoldPlaceholder(entry.text) && PLACEHOLDER.test(fold(entry.text)),
    )
    if (block === undefined) return pass()
    const match = PLACEHOLDER.exec(fold(block.text))?.[0] ?? ""
    return fail(`Placeholder text ("${match}") in a <${block.tag}>: ${quote(block.text, 70)}.`, {
      at: block.location,
    })
  },
})

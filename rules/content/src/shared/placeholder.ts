import { fold } from "@svc/core"
import { literalSearch } from "./literal-search"

// Template filler and unfinished-page notices, in English, Slovak and Spanish (folded).
export const PLACEHOLDER =
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

/** Whether a text holds template filler: the cheap look first, the folded pattern only then. */
export const holdsPlaceholder = (text: string): boolean =>
  mayHoldPlaceholder(text) && PLACEHOLDER.test(fold(text))

import { fold } from "@svc/core"
import { literalSearch } from "./literal-search"

// Template filler, in English, Slovak and Spanish (folded): filler wherever it stands.
const FILLER =
  /\b(lorem ipsum|dolor sit amet|consectetur adipiscing|insert (your )?text here|your (text|content) here|placeholder text|sample text|texto de ejemplo)\b/
// Unfinished-page notices: a notice when they are what a short block says ("Coming soon."), not when a
// sentence of real text mentions them ("the board is coming soon to retailers, Banzi says…").
const NOTICE =
  /\b(coming soon|under construction|to be announced|pripravujeme|v priprave|stranka je vo vystavbe|pracujeme na tom|text doplnime|proximamente|en construccion|pagina en construccion)\b/
/** The most words a block may have and still be an unfinished-page notice. */
export const MAX_NOTICE_WORDS = 10
export const PLACEHOLDER = new RegExp(`${FILLER.source}|${NOTICE.source}`)

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

/**
 * Whether a block of `words` words is placeholder text: template filler anywhere, an unfinished-page
 * notice only in a short block. The cheap look first, the folded patterns only then.
 */
export const holdsPlaceholder = (text: string, words: number): boolean => {
  if (!mayHoldPlaceholder(text)) return false
  const folded = fold(text)
  return FILLER.test(folded) || (words <= MAX_NOTICE_WORDS && NOTICE.test(folded))
}

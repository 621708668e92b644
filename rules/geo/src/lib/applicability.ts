import type { PageTypeFact } from "@svc/core"

/** Pages that inform (articles, guides, documentation), as opposed to home, category, product or contact pages. */
export const isInformational = (pageType: PageTypeFact): boolean =>
  pageType.type === "article" || pageType.type === "other"

/** Below this many words of main content, citability signals are not judged: the page is thin, not unquotable. */
export const MIN_WORDS_TO_JUDGE = 150

/** "120 words" / "1 word". */
export const plural = (count: number, word: string, many = `${word}s`): string =>
  `${count.toLocaleString("en")} ${count === 1 ? word : many}`

/** A text cut to `length` characters for evidence, with an ellipsis when cut. */
export const excerpt = (text: string, length = 80): string =>
  text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`

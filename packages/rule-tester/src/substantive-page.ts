import { extractFacts, isUnavailable, snapshotOfHtml } from "@svc/core"
import { prose } from "./prose"

/**
 * The fewest main words has-content takes for content of its own (its MIN_SUBSTANTIVE_WORDS), written
 * out here on purpose: a case padded to exactly this many is silenced, and its test fails, as soon as
 * the gate asks for more.
 */
export const SUBSTANTIVE_WORDS = 50

const mainWords = (html: string, url: string | undefined): number => {
  const { content } = extractFacts(snapshotOfHtml(html, url === undefined ? {} : { url }), {
    keys: ["content"],
  })
  if (content === undefined || isUnavailable(content)) throw new Error("the page's main text is unavailable")
  return content.wordCount.main
}

/** `html` with `words` of prose added at the end of its main content (before `</main>` or `</body>`, or last). */
const withProse = (html: string, words: number): string => {
  if (words <= 0) return html
  const paragraph = `\n<p>${prose(words, 5)}</p>\n`
  const end = ["</main>", "</body>"].map((tag) => html.lastIndexOf(tag)).find((index) => index >= 0)
  return end === undefined ? `${html}${paragraph}` : `${html.slice(0, end)}${paragraph}${html.slice(end)}`
}

/**
 * `html` with prose added after its own text so that its main content has exactly SUBSTANTIVE_WORDS
 * words: the thinnest page every check judges. A case of a check that applies only to pages with
 * content is written on it, so that its finding is listed in a full audit, and is no longer when the
 * threshold rises. Line numbers of the case's own markup stay as written.
 */
export const substantivePage = (html: string, url?: string): string => {
  const own = mainWords(html, url)
  if (own >= SUBSTANTIVE_WORDS) return html
  // Added text can move where the main content is found: the padding is adjusted until the count is met.
  let added = SUBSTANTIVE_WORDS - own
  for (let attempt = 0; attempt < 5; attempt++) {
    const padded = withProse(html, added)
    const words = mainWords(padded, url)
    if (words === SUBSTANTIVE_WORDS) return padded
    added += SUBSTANTIVE_WORDS - words
  }
  throw new Error(
    `substantivePage: no padding gives this page's main content exactly ${SUBSTANTIVE_WORDS} words`,
  )
}

import { defineRule, topicTokens } from "@svc/core"
import { plural } from "../shared/quote"

/** The text judged: enough for the shares to settle, bounded so a huge page costs no more. */
const MAX_CHARACTERS = 200_000
/** Below this many topic words, shares swing too much to judge. */
const MIN_TOKENS = 100
/**
 * Share of the main text's topic words taken by one term. Careful writing about one subject reaches
 * about 10 % (the real-world corpus: "New Zealand" in its encyclopedia article, 9.9 %); more is repetition.
 */
const REVIEW_SHARE = 0.1
const FAIL_SHARE = 0.15

interface Term {
  readonly text: string
  readonly share: number
}

/**
 * The most repeated term of 1 to 3 words and the share of topic words its repetitions take. Overlapping
 * repetitions count once ("bread bread bread" holds "bread bread" once), so a share never exceeds 1.
 */
const mostRepeated = (tokens: ReadonlyArray<string>): Term => {
  let best: Term = { text: "", share: 0 }
  for (let size = 1; size <= 3; size++) {
    const counts = new Map<string, { count: number; nextFree: number }>()
    for (let start = 0; start + size <= tokens.length; start++) {
      const term = tokens.slice(start, start + size).join(" ")
      const seen = counts.get(term)
      if (seen === undefined) counts.set(term, { count: 1, nextFree: start + size })
      else if (start >= seen.nextFree) {
        seen.count++
        seen.nextFree = start + size
      }
    }
    for (const [text, { count }] of counts) {
      const share = (count * size) / tokens.length
      if (share > best.share) best = { text, share }
    }
  }
  return best
}

export default defineRule({
  id: "keyword-stuffing",
  part: "content",
  category: "content",
  level: "medium",
  appliesTo: "served",
  requires: ["content"],
  label: "The main text does not repeat one term over and over",
  fix: "Write for the reader: say the key term where it belongs, then use pronouns, synonyms and the specifics (numbers, names, examples) instead of repeating it. Keyword stuffing lowered visibility in AI answers in the GEO study and breaks search engines' spam policies.",
  check: ({ content }, { fail, notApplicable, pass, review }) => {
    const tokens = topicTokens(content.mainText.slice(0, MAX_CHARACTERS)).filter(
      (token) => token.length >= 3 && /\p{L}/u.test(token),
    )
    if (tokens.length < MIN_TOKENS)
      return notApplicable(`The main text has only ${plural(tokens.length, "topic word")}.`)
    const term = mostRepeated(tokens)
    const evidence = `The stem "${term.text}" takes ${Math.round(term.share * 100)} % of the main text's ${plural(tokens.length, "topic word")}`
    if (term.share > FAIL_SHARE) return fail(`${evidence}: the text reads as stuffed with it.`)
    if (term.share > REVIEW_SHARE) return review(`${evidence}.`)
    return pass()
  },
})

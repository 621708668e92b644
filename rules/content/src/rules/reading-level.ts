import { defineRule, isMostlyUnspaced } from "@svc/core"
import { readingFigures } from "../lib/readability-index"

const MIN_WORDS = 100
/**
 * The LIX above which a text is very hard to read, per language: Slovak's inflected words are longer,
 * so the same plain style scores higher there than in English.
 */
export const MAX_LIX: Readonly<Record<string, number>> = { en: 60, es: 62, sk: 65 }
const DEFAULT_MAX_LIX = 62

export default defineRule({
  id: "reading-level",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  // What it judges needs a text of the page type\'s length: a thin text earns none of its points.
  presupposes: ["word-count"],
  requires: ["content", "language"],
  label: "The main content is easy enough to read for its language",
  fix: "Write shorter sentences (15–20 words on average) and prefer common words to long technical ones; explain terms when you need them.",
  messages: {
    hard: 'Readability index LIX {lix} (very hard above {limit} for "{language}"): {wordsPerSentence} words per sentence, {longWords}% long words.',
  },
  check: ({ content, language }, { notApplicable, report }) => {
    if (isMostlyUnspaced(content.mainText))
      return notApplicable(
        "LIX counts letters of words between spaces: it cannot read Chinese, Japanese or Thai.",
      )
    const figures = readingFigures(content.mainText)
    if (figures.words < MIN_WORDS) return notApplicable(`The main content has only ${figures.words} words.`)
    const code = language.detected?.language ?? language.declared?.toLowerCase().split(/[-_]/)[0] ?? "en"
    const limit = MAX_LIX[code] ?? DEFAULT_MAX_LIX
    if (figures.lix <= limit) return
    report("hard", {
      data: {
        lix: Math.round(figures.lix),
        limit,
        language: code,
        wordsPerSentence: Math.round((10 * figures.words) / figures.sentences) / 10,
        longWords: Math.round((100 * figures.longWords) / figures.words),
      },
    })
  },
})

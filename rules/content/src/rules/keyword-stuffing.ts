import { defineRule, foldedWords, hasUnspacedScript, shortened } from "@svc/core"
import { mayTakeMoreThan, mostRepeated } from "../lib/most-repeated"

/** The words judged: enough for the shares to settle (about 200,000 characters), bounded so a huge page costs no more. */
const MAX_TOPIC_WORDS = 40_000
const LETTER = /\p{L}/u
/**
 * A token judged: three characters or more, with a letter (an ASCII one found without the pattern); a word
 * of a script written without spaces whatever its length (segmented, one or two characters make a word).
 */
const isJudged = (token: string): boolean => {
  if (token.length < 3) return hasUnspacedScript(token)
  for (let index = 0; index < token.length; index++) {
    const code = token.charCodeAt(index) | 32
    if (code >= 97 && code <= 122) return true
  }
  return LETTER.test(token)
}
/** Below this many topic words, shares swing too much to judge. */
const MIN_TOKENS = 100
/**
 * Share of the main text's topic words taken by one term. Careful writing about one subject reaches
 * about 10 % (the real-world corpus: "New Zealand" in its encyclopedia article, 9.9 %); more is repetition.
 */
const REVIEW_SHARE = 0.1
const FAIL_SHARE = 0.15
/**
 * A passage of the main text that is one term said over and over is stuffed whatever surrounds it: its
 * share of the whole text thins out as the text grows (or is said again), its share of the passage does not.
 */
const MIN_PASSAGE_WORDS = 40
const PASSAGE_FAIL_SHARE = 0.5

export default defineRule({
  id: "keyword-stuffing",
  category: "content",
  level: "medium",
  appliesTo: "substantive",
  // The phrase analysis has already tokenised the main text (folded, stop words dropped, stemmed).
  requires: ["query", "content"],
  label: "The main text does not repeat one term over and over",
  fix: "Write for the reader: say the key term where it belongs, then use pronouns, synonyms and the specifics (numbers, names, examples) instead of repeating it. Keyword stuffing lowered visibility in AI answers in the GEO study and breaks search engines' spam policies.",
  messages: {
    stuffedPassage: '"{term}" takes {percent} % of a <{tag}> of the main text: "{text}".',
    stuffed:
      'The stem "{term}" takes {percent} % of the main text\'s {tokens} topic words: the text reads as stuffed with it.',
    frequent: 'The stem "{term}" takes {percent} % of the main text\'s {tokens} topic words.',
  },
  check: ({ query, content }, { notApplicable, report, review }) => {
    let stuffedPassages = 0
    for (const block of content.blocks) {
      if (!block.inMain || block.words < MIN_PASSAGE_WORDS) continue
      const words = foldedWords(block.text)
      if (!mayTakeMoreThan(words, PASSAGE_FAIL_SHARE, isJudged, MAX_TOPIC_WORDS)) continue
      const local = mostRepeated(words, isJudged, MAX_TOPIC_WORDS)
      if (local.tokens < MIN_PASSAGE_WORDS || local.share <= PASSAGE_FAIL_SHARE) continue
      stuffedPassages++
      const text = shortened(block.text, 60)
      report("stuffedPassage", {
        at: block.location,
        subject: local.text,
        data: { term: local.text, percent: Math.round(local.share * 100), tag: block.tag, text },
      })
    }
    if (stuffedPassages > 0) return
    // The topic words of the text said once: a short text said three times has no more to judge.
    const term = mostRepeated(query.mainText.topics, isJudged, MAX_TOPIC_WORDS)
    if (term.tokens < MIN_TOKENS)
      return notApplicable(`The main text has only ${term.tokens} topic words (${MIN_TOKENS} are needed).`)
    if (term.share <= REVIEW_SHARE) return
    const item = {
      subject: term.text,
      data: { term: term.text, percent: Math.round(term.share * 100), tokens: term.tokens },
    }
    if (term.share > FAIL_SHARE) return report("stuffed", item)
    report("frequent", item)
    return review()
  },
})

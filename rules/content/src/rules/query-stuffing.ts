import { defineRule, shortened } from "@svc/core"
import { NO_PHRASE } from "../lib/phrase"

/** Above this share of the main text's topic words, the phrase is repeated for robots, not readers. */
export const MAX_PHRASE_SHARE = 0.08
/** Short texts repeat their one topic by nature; density means something from here on. */
const MIN_TOPIC_WORDS = 150

export default defineRule({
  id: "query-stuffing",
  phrase: true,
  category: "query",
  level: "medium",
  appliesTo: "indexable",
  requires: ["query"],
  // The phrase is one of the terms keyword-stuffing weighs: a stuffed text is one finding, not two.
  symptomOf: ["keyword-stuffing"],
  label: "The search phrase is not repeated unnaturally often",
  fix: "Use the phrase where it reads naturally and vary the wording with synonyms; repetition does not help ranking and puts readers off.",
  messages: {
    stuffed:
      'Words of the phrase "{phrase}" are {phraseWords} of the main text\'s {topicWords} topic words ({percent}%, more than {max}%).',
  },
  check: ({ query }, { notApplicable, report }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    const { topicWords, phraseWords } = query.mainText
    if (topicWords < MIN_TOPIC_WORDS)
      return notApplicable(`The main content has only ${topicWords} topic words.`)
    const share = phraseWords / topicWords
    if (share <= MAX_PHRASE_SHARE) return
    const phrase = shortened(query.phrase, 60)
    report("stuffed", {
      subject: phrase,
      data: {
        phrase,
        phraseWords,
        topicWords,
        percent: Math.round(share * 1000) / 10,
        max: MAX_PHRASE_SHARE * 100,
      },
    })
  },
})

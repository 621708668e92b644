import { defineRule, firstSentence, isTeaser, topicTokens } from "@svc/core"
import { excerpt, isInformational, MIN_WORDS_TO_JUDGE, plural } from "../lib/applicability"
import { leadParagraph, MIN_LEAD_WORDS, openingText } from "../lib/lead-paragraph"

/** The answer must start within the first this many words of the main content. */
const LEAD_WITHIN_WORDS = 150
/** The topic of the H1 must come up within this many words from the lead on. */
const TOPIC_WITHIN_WORDS = 100
/** A first sentence longer than this buries the answer. */
const MAX_FIRST_SENTENCE_WORDS = 45

export default defineRule({
  id: "answer-first",
  category: "geo",
  level: "medium",
  appliesTo: "substantive",
  requires: ["sections", "headings", "head", "content", "pageType"],
  symptomOf: ["server-rendered-text"],
  // A text too short to quote is judged by quotable-length; this one earns nothing while that fails.
  presupposes: ["quotable-length"],
  label: "The main content opens with a direct answer",
  fix: "Open the main content with one or two plain sentences that answer the question the page is about (who, what, how much, how to), naming the topic of the H1; put background, teasers and the story after it. AI answers quote the passage that answers first.",
  messages: {
    noLead:
      "The first {within} words of the main content hold no paragraph of {min} words or more: it opens with headings, lists or short lines.",
    teaser: 'The main content opens with a teaser, not an answer: "{sentence}".',
    offTopic: 'The first {within} words from the lead on do not name the topic of "{topic}": "{sentence}".',
    longSentence: "The opening sentence runs {words} words: the answer is buried in it.",
  },
  check: ({ sections, headings, head, content, pageType }, { notApplicable, pass, report, review }) => {
    if (!isInformational(pageType)) return notApplicable(`A ${pageType.type} page is not judged on its lead.`)
    const words = content.wordCount.main
    if (words < MIN_WORDS_TO_JUDGE)
      return notApplicable(`The main content has only ${plural(words, "word")}.`)
    const lead = leadParagraph(sections, LEAD_WITHIN_WORDS)
    if (lead === undefined)
      return report("noLead", { data: { within: LEAD_WITHIN_WORDS, min: MIN_LEAD_WORDS } })
    const sentence = firstSentence(lead.block.text)
    const at = lead.block.location
    if (isTeaser(sentence) || /[?？]["”’»)]*$/u.test(sentence))
      return report("teaser", {
        at,
        subject: excerpt(sentence, 100),
        data: { sentence: excerpt(sentence, 100) },
      })
    const topic = `${headings.find((heading) => heading.level === 1 && !heading.hidden)?.text ?? ""} ${head.title ?? ""}`
    const topicWords = new Set(topicTokens(topic))
    const sentenceWords = sentence.split(/\s+/).filter((word) => word !== "").length
    // Headlines are often playful: the opening (not only its first sentence) must touch their topic.
    const opening = openingText(sections, lead.block, TOPIC_WITHIN_WORDS)
    if (topicWords.size > 0 && !topicTokens(opening).some((token) => topicWords.has(token))) {
      report("offTopic", {
        at,
        subject: excerpt(sentence, 100),
        data: {
          within: TOPIC_WITHIN_WORDS,
          topic: excerpt(topic.trim(), 60),
          sentence: excerpt(sentence, 100),
        },
      })
      return review()
    }
    if (sentenceWords <= MAX_FIRST_SENTENCE_WORDS) return pass()
    report("longSentence", { at, subject: excerpt(sentence, 100), data: { words: sentenceWords } })
    return review()
  },
})

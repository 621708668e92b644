import type { Extractor } from "../facts/extraction"
import { mainTextSaidOnce } from "../facts/original-words"
import type { QueryFacts, QueryPlace } from "../facts/page-facts"
import { isUnavailable } from "../facts/unavailable"
import { matchScore, placeCoverage } from "./coverage"
import { suggestPhrases } from "./suggest"
import { distinctTopics, type IndexedText, indexText, PHRASE_BREAK, phraseTokens, topicSet } from "./tokenize"

const INTRO_WORDS = 100

/**
 * The measured phrase: the caller's, or else the page's first suggestion; how well each place of the
 * page covers it; and the page's suggestions.
 */
export const extractQuery: Extractor<"query"> = ({ get, options }) => {
  const head = get("head")
  const headings = get("headings")
  const content = get("content")
  const images = get("images")
  const http = get("http")
  if (isUnavailable(head)) return head
  if (isUnavailable(headings)) return headings
  if (isUnavailable(content)) return content
  if (isUnavailable(images)) return images
  if (isUnavailable(http)) return http

  const visibleHeadings = headings.filter((heading) => !heading.hidden)
  const texts = {
    title: indexText(head.title ?? ""),
    h1: indexText(headingLines(visibleHeadings.filter((heading) => heading.level === 1))),
    subheadings: indexText(headingLines(visibleHeadings.filter((heading) => heading.level > 1))),
    description: indexText(head.meta("description")?.content ?? ""),
    mainText: indexText(content.mainText),
  }
  const suggestions = suggestPhrases(texts)

  const input = options.query?.trim() ?? ""
  const phrase = input !== "" ? input : (suggestions[0] ?? "")
  const source: QueryFacts["source"] = input !== "" ? "input" : phrase !== "" ? "suggested" : "none"
  const tokens = phraseTokens(phrase)
  const phraseStems = new Set(tokens)
  const main = mainTextTopics(texts.mainText, phraseStems)
  // The terms' shares are measured on the text said once: said three times, a text is no more (or less) stuffed.
  const onceText = mainTextSaidOnce(content)
  const once = onceText === content.mainText ? main : mainTextTopics(indexText(onceText), phraseStems)

  // A place is a set of topic tokens: where its text breaks phrases does not matter.
  const places: Record<QueryPlace, ReadonlySet<string>> = {
    title: distinctTopics(texts.title),
    h1: distinctTopics(texts.h1),
    description: distinctTopics(texts.description),
    url: topicSet(decodePath(http.url.pathname)),
    intro: main.intro,
    subheadings: distinctTopics(texts.subheadings),
    imageAlts: topicSet(images.map((image) => image.alt ?? "").join(" ")),
    mainText: main.phraseTopics,
  }
  const coverage = placeCoverage(tokens, places)
  return {
    phrase,
    source,
    tokens,
    coverage,
    mainText: { topicWords: once.topics.length, phraseWords: once.phraseWords, topics: once.topics },
    score: tokens.length > 0 ? matchScore(coverage) : null,
    suggestions,
  }
}

const headingLines = (headings: ReadonlyArray<{ readonly text: string }>): string =>
  headings.map((heading) => heading.text).join("\n")

/**
 * What coverage asks of the main text: its topic stems in order, those of its first words, how many
 * are the phrase's, and which of the phrase's it has. Words are counted by number first, so whether a
 * word is a topic word and the phrase's is judged once per distinct word, and `topics` is allocated at
 * its size.
 */
const mainTextTopics = ({ words, positions }: IndexedText, phrase: ReadonlySet<string>) => {
  const occurrences = new Int32Array(words.length)
  for (let at = 0; at < positions.length; at++) {
    const number = positions[at] as number
    if (number !== PHRASE_BREAK) occurrences[number] = (occurrences[number] as number) + 1
  }
  const stems: Array<string | null> = []
  const phraseTopics = new Set<string>()
  let topicWords = 0
  let phraseWords = 0
  words.forEach(({ stem }, number) => {
    stems.push(stem || null)
    if (!stem) return
    topicWords += occurrences[number] as number
    if (!phrase.has(stem)) return
    phraseWords += occurrences[number] as number
    phraseTopics.add(stem)
  })
  const intro = new Set<string>()
  for (let at = 0, seenWords = 0; at < positions.length && seenWords < INTRO_WORDS; at++) {
    const number = positions[at] as number
    if (number === PHRASE_BREAK) continue
    seenWords++
    const stem = stems[number]
    if (stem) intro.add(stem)
  }
  const topics = new Array<string>(topicWords)
  for (let at = 0, filled = 0; at < positions.length; at++) {
    const number = positions[at] as number
    const stem = number === PHRASE_BREAK ? null : stems[number]
    if (stem) topics[filled++] = stem
  }
  return { topics, intro, phraseWords, phraseTopics }
}

const decodePath = (path: string): string => {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

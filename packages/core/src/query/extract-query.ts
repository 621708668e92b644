import type { Extractor } from "../facts/extraction"
import type { QueryFacts, QueryPlace } from "../facts/page-facts"
import { isUnavailable } from "../facts/unavailable"
import { matchScore, placeCoverage } from "./coverage"
import { suggestPhrases } from "./suggest"
import { type AnalysedText, analyseText, phraseTokens, topicTokens } from "./tokenize"

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
  const h1 = visibleHeadings.filter((heading) => heading.level === 1).map((heading) => heading.text)
  const subheadings = visibleHeadings.filter((heading) => heading.level > 1).map((heading) => heading.text)
  const description = head.meta("description")?.content ?? ""
  const mainWords = analyseText(content.mainText)
  const suggestions = suggestPhrases({
    title: head.title ?? "",
    h1,
    subheadings,
    description,
    mainText: mainWords,
  })

  const input = options.query?.trim() ?? ""
  const phrase = input !== "" ? input : (suggestions[0] ?? "")
  const source: QueryFacts["source"] = input !== "" ? "input" : phrase !== "" ? "suggested" : "none"
  const tokens = phraseTokens(phrase)
  const main = mainTextTopics(mainWords, new Set(tokens))

  const places: Record<QueryPlace, ReadonlySet<string>> = {
    title: new Set(topicTokens(head.title ?? "")),
    h1: new Set(topicTokens(h1.join(" "))),
    description: new Set(topicTokens(description)),
    url: new Set(topicTokens(decodePath(http.url.pathname))),
    intro: main.intro,
    subheadings: new Set(topicTokens(subheadings.join(" "))),
    imageAlts: new Set(topicTokens(images.map((image) => image.alt ?? "").join(" "))),
    mainText: main.phraseTopics,
  }
  const coverage = placeCoverage(tokens, places)
  const { topics: mainTopics, phraseWords } = main
  return {
    phrase,
    source,
    tokens,
    coverage,
    mainText: { topicWords: mainTopics.length, phraseWords, topics: mainTopics },
    score: tokens.length > 0 ? matchScore(coverage) : null,
    suggestions,
  }
}

/**
 * One pass over the main text: its topic stems in order, those of its first words, how many are the
 * phrase's, and which of the phrase's it has (all coverage asks of the main text).
 */
const mainTextTopics = (words: AnalysedText, phrase: ReadonlySet<string>) => {
  const topics: string[] = []
  const intro = new Set<string>()
  const phraseTopics = new Set<string>()
  let seenWords = 0
  let phraseWords = 0
  for (const word of words) {
    if (word === null) continue
    if (seenWords++ < INTRO_WORDS && word.stem) intro.add(word.stem)
    if (!word.stem) continue
    topics.push(word.stem)
    if (phrase.has(word.stem)) {
      phraseWords++
      phraseTopics.add(word.stem)
    }
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

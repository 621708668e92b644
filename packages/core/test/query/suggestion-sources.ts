import type { SuggestionSources } from "../../src/query/suggest"
import { indexText } from "../../src/query/tokenize"

/** The suggestion sources of a page's texts, indexed as the query extractor indexes them. */
export const suggestionSources = (texts: {
  title: string
  h1: ReadonlyArray<string>
  subheadings: ReadonlyArray<string>
  description: string
  mainText: string
}): SuggestionSources => ({
  title: indexText(texts.title),
  h1: indexText(texts.h1.join("\n")),
  subheadings: indexText(texts.subheadings.join("\n")),
  description: indexText(texts.description),
  mainText: indexText(texts.mainText),
})

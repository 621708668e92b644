import { foldedWords } from "./normalize"
import { stem } from "./stem"
import { stopWords } from "./stop-words"

/** Topic tokens of a text: folded, stop words dropped, stemmed, in order (repeats kept). */
export const topicTokens = (text: string): string[] => {
  const tokens: string[] = []
  for (const word of foldedWords(text)) {
    if (!stopWords.has(word)) tokens.push(stem(word))
  }
  return tokens
}

/** The distinct topic tokens of a phrase. */
export const phraseTokens = (phrase: string): string[] => [...new Set(topicTokens(phrase))]

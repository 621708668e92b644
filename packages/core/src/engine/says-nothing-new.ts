/** The words and numbers of a text, lower-cased, in any script. */
const wordsOf = (text: string): ReadonlyArray<string> => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

/**
 * Whether every word and number of `text` is already in `said`: a symptom's evidence that restates its
 * cause's ("The main content has 122 of the 300 words…" under "The main content (main) has 122 of the
 * 300 words…") adds nothing a reader needs, so the symptom is named without it.
 */
export const saysNothingNew = (text: string, said: string): boolean => {
  const known = new Set(wordsOf(said))
  return wordsOf(text).every((word) => known.has(word))
}

// Light suffix stripping for English, Slovak and Spanish: enough for "bakeries" to meet "bakery",
// "panaderías" to meet "panadería" and "pekárni" to meet "pekárne" after folding, without a dictionary.
// Three steps, each optional: the plural, one case or derivational ending, a final vowel.
const endings = [
  "ations",
  "ation",
  "ness",
  "ments",
  "ment",
  "ings",
  "ing",
  "ied",
  "ed",
  "iach",
  "ami",
  "ach",
  "ovi",
  "ych",
  "ymi",
  "eho",
  "emu",
  "ou",
  "om",
  "ov",
  "ho",
  "mu",
  "ej",
  "mente",
].sort((a, b) => b.length - a.length)

const MIN_STEM = 3
const VOWEL_END = /[aeiouy]$/
const DIGITS = /^\p{N}+$/u

/** The stem of a folded word; short words and numbers stay as they are. */
export const stem = (word: string): string => {
  if (DIGITS.test(word)) return word
  let stemmed = word
  if (stemmed.length > 5 && stemmed.endsWith("ies")) stemmed = `${stemmed.slice(0, -3)}y`
  else if (stemmed.length > MIN_STEM && /[^su]s$/.test(stemmed)) stemmed = stemmed.slice(0, -1)
  if (stemmed.length <= MIN_STEM + 1) return stemmed
  for (const ending of endings) {
    if (stemmed.endsWith(ending) && stemmed.length - ending.length >= MIN_STEM) {
      stemmed = stemmed.slice(0, -ending.length)
      break
    }
  }
  if (VOWEL_END.test(stemmed) && stemmed.length - 1 >= MIN_STEM) stemmed = stemmed.slice(0, -1)
  return stemmed
}

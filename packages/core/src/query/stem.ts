// Light suffix stripping for English, Slovak and Spanish: enough for "bakeries" to meet "bakery" and
// "pekárni" to meet "pekárne" after folding, without a dictionary. Longest suffix first.
const suffixes = [
  "ations",
  "ation",
  "ness",
  "ments",
  "ment",
  "ings",
  "ing",
  "ies",
  "ied",
  "ed",
  "es",
  "s",
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
  "a",
  "e",
  "i",
  "o",
  "u",
  "y",
  "ciones",
  "cion",
  "mente",
].sort((a, b) => b.length - a.length)

const MIN_STEM = 3

/** The stem of a folded word; short words and numbers stay as they are. */
export const stem = (word: string): string => {
  if (word.length <= MIN_STEM + 1 || /^\p{N}+$/u.test(word)) return word
  for (const suffix of suffixes) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM) {
      return word.slice(0, -suffix.length)
    }
  }
  return word
}

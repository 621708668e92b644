import { analyseText, defineRule, type ImageFact } from "@svc/core"
import { altReport, describedImages } from "../lib/images"

/** A topic word this often in one alt text, making up this share of its topic words, reads as keywords. */
const MIN_REPEATS = 3
const MIN_SHARE = 0.25
/** This many comma-, pipe- or semicolon-separated pieces of a few words each make a keyword list, not a sentence. */
const MIN_LIST_PIECES = 5
const MAX_WORDS_PER_PIECE = 3

type Stuffing = { readonly repeated: string } | { readonly terms: number }

const stuffing = (image: ImageFact): Stuffing | null => {
  const alt = (image.alt ?? "").trim()
  // Topic words only (stop words dropped, stemmed), so "the" and "bread"/"breads" count as they should.
  const counts = new Map<string, { surface: string; times: number }>()
  let topicWords = 0
  for (const word of analyseText(alt)) {
    if (word === null) continue
    const { surface, stem } = word
    if (!stem || surface.length < 3) continue
    topicWords++
    const entry = counts.get(stem) ?? { surface, times: 0 }
    entry.times++
    counts.set(stem, entry)
  }
  const repeated = [...counts.values()]
    .filter(({ times }) => times >= MIN_REPEATS && times / topicWords >= MIN_SHARE)
    .map(({ surface, times }) => `"${surface}" ×${times}`)
  if (repeated.length > 0) return { repeated: repeated.join(", ") }
  const pieces = alt.split(/[,|;]/).filter((piece) => piece.trim() !== "")
  const words = pieces.reduce((sum, piece) => sum + piece.trim().split(/\s+/).length, 0)
  if (pieces.length >= MIN_LIST_PIECES && words / pieces.length <= MAX_WORDS_PER_PIECE)
    return { terms: pieces.length }
  return null
}

export default defineRule({
  id: "image-alt-stuffing",
  category: "accessibility",
  level: "low",
  reviewOnly: true,
  requires: ["images"],
  appliesTo: "served",
  symptomOf: ["image-alt"],
  label: "Alt texts describe images instead of listing keywords",
  fix: "Rewrite each alt text as a plain description of the image, with each word once; search engines treat keyword lists in alt text as spam, and screen readers read every word.",
  messages: {
    repeatedWords: '<img src="{src}" alt="{alt}"> repeats {words} in its alt text.',
    keywordList: '<img src="{src}" alt="{alt}">: the alt text is a list of {terms} terms.',
  },
  check: ({ images }, { notApplicable, report, review }) => {
    const described = describedImages(images)
    if (described.length === 0) return notApplicable("No visible image has an alt text.")
    let found = false
    for (const image of described) {
      const stuffed = stuffing(image)
      if (stuffed === null) continue
      const { at, subject, data } = altReport(image)
      if ("repeated" in stuffed)
        report("repeatedWords", { at, subject, data: { ...data, words: stuffed.repeated } })
      else report("keywordList", { at, subject, data: { ...data, terms: stuffed.terms } })
      found = true
    }
    if (found) return review()
  },
})

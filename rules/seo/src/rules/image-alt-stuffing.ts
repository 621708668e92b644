import { defineRule, type ImageFact } from "@svc/core"
import { count, examples } from "../lib/evidence"
import { describedImages, imageWithAlt } from "../lib/images"

/** A word (3+ letters) this often in one alt text reads as keywords, not as a description. */
const MAX_REPEATS = 2
/** This many comma-, pipe- or semicolon-separated pieces make a keyword list. */
const MIN_LIST_PIECES = 5

const stuffing = (image: ImageFact): string | null => {
  const alt = (image.alt ?? "").trim()
  const counts = new Map<string, number>()
  for (const word of alt.toLowerCase().match(/\p{L}{3,}/gu) ?? [])
    counts.set(word, (counts.get(word) ?? 0) + 1)
  const repeated = [...counts]
    .filter(([, times]) => times > MAX_REPEATS)
    .map(([word, times]) => `"${word}" ×${times}`)
  if (repeated.length > 0) return repeated.join(", ")
  const pieces = alt.split(/[,|;]/).filter((piece) => piece.trim() !== "")
  if (pieces.length >= MIN_LIST_PIECES) return `a list of ${pieces.length} terms`
  return null
}

export default defineRule({
  id: "image-alt-stuffing",
  part: "google",
  category: "accessibility",
  level: "low",
  requires: ["images"],
  symptomOf: ["image-alt"],
  label: "Alt texts describe images instead of listing keywords",
  fix: "Rewrite each alt text as a plain description of the image, with each word once; search engines treat keyword lists in alt text as spam, and screen readers read every word.",
  check: ({ images }, { notApplicable, pass, review }) => {
    const described = describedImages(images)
    if (described.length === 0) return notApplicable("No visible image has an alt text.")
    const stuffed = described.flatMap((image) => {
      const reason = stuffing(image)
      return reason === null ? [] : [{ image, reason }]
    })
    const first = stuffed[0]
    if (first === undefined) return pass()
    const listed = stuffed.map(({ image, reason }) => `${imageWithAlt(image)}: ${reason}`)
    return review(`${count(stuffed.length, "image")} with keyword-stuffed alt text: ${examples(listed)}.`, {
      at: first.image.location,
    })
  },
})

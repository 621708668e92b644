import { defineRule } from "@svc/core"
import { count, examples } from "../lib/evidence"
import { describedImages, imageWithAlt } from "../lib/images"

/** Screen readers have long been said to cut alt text near here; the guidance that stuck is "about 125 characters". */
const MAX_CHARACTERS = 125

export default defineRule({
  id: "image-alt-length",
  part: "google",
  category: "accessibility",
  level: "low",
  requires: ["images"],
  appliesTo: "served",
  symptomOf: ["image-alt"],
  label: "Alt texts are short (at most 125 characters)",
  fix: "Keep each alt text to one short sentence on what the image shows; move longer explanations into a caption (<figcaption>) or the surrounding text.",
  check: ({ images }, { notApplicable, pass, review }) => {
    const described = describedImages(images)
    if (described.length === 0) return notApplicable("No visible image has an alt text.")
    const long = described.filter((image) => [...(image.alt ?? "").trim()].length > MAX_CHARACTERS)
    const first = long[0]
    if (first === undefined) return pass()
    const listed = long.map(
      (image) => `${imageWithAlt(image)}: ${[...(image.alt ?? "").trim()].length} characters`,
    )
    return review(
      `${count(long.length, "image")} with an alt text over ${MAX_CHARACTERS} characters: ${examples(listed)}.`,
      {
        at: first.location,
      },
    )
  },
})

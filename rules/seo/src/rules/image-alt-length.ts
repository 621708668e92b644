import { defineRule } from "@svc/core"
import { altReport, describedImages } from "../lib/images"

/** Screen readers have long been said to cut alt text near here; the guidance that stuck is "about 125 characters". */
const MAX_CHARACTERS = 125

export default defineRule({
  id: "image-alt-length",
  category: "accessibility",
  level: "low",
  reviewOnly: true,
  requires: ["images"],
  appliesTo: "served",
  symptomOf: ["image-alt"],
  label: "Alt texts are short (at most 125 characters)",
  fix: "Keep each alt text to one short sentence on what the image shows; move longer explanations into a caption (<figcaption>) or the surrounding text.",
  messages: {
    tooLong: '<img src="{src}" alt="{alt}">: the alt text has {length} characters, more than {max}.',
  },
  check: ({ images }, { notApplicable, report, review }) => {
    const described = describedImages(images)
    if (described.length === 0) return notApplicable("No visible image has an alt text.")
    let found = false
    for (const image of described) {
      const length = [...(image.alt ?? "").trim()].length
      if (length <= MAX_CHARACTERS) continue
      const { at, subject, data } = altReport(image)
      report("tooLong", { at, subject, data: { ...data, length, max: MAX_CHARACTERS } })
      found = true
    }
    if (found) return review()
  },
})

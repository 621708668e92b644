import { defineRule } from "@svc/core"
import { altReport, describedImages } from "../lib/images"

/** Alt texts that say only that there is an image (en, sk, es). */
const GENERIC = new Set(
  (
    "image img picture pic photo photograph graphic icon logo banner thumbnail thumb placeholder untitled spacer " +
    "alt alt text image description null undefined obrázok obrázek fotka foto fotografia ikona logotyp " +
    "imagen imágen fotografía icono logotipo miniatura"
  ).split(" "),
)
/** "Image of …", "picture of …": words a screen reader already says before the alt text. */
const REDUNDANT_START =
  /^(?:an? |the )?(?:image|picture|photo|photograph|graphic|pic|screenshot) (?:of|showing|shows)\b|^(?:obrázok|fotka|foto|fotografia) (?:s |so |z |zo |na )?|^(?:imagen|foto|fotografía|ilustración) (?:de|del|con)\b/i

const messages = {
  onlySaysImage: '<img src="{src}" alt="{alt}">: the alt text says only that there is an image.',
  redundantStart: '<img src="{src}" alt="{alt}">: the alt text starts with words screen readers already say.',
} as const

const problemOf = (alt: string): keyof typeof messages | null => {
  const text = alt
    .trim()
    .toLowerCase()
    .replace(/[.:!]+$/u, "")
  if (GENERIC.has(text)) return "onlySaysImage"
  if (REDUNDANT_START.test(text)) return "redundantStart"
  return null
}

export default defineRule({
  id: "image-alt-generic",
  category: "accessibility",
  level: "low",
  reviewOnly: true,
  requires: ["images"],
  appliesTo: "served",
  symptomOf: ["image-alt"],
  label: "Alt texts say what the image shows, not that it is an image",
  fix: 'Describe the content: alt="Rye loaf on a wooden board" instead of alt="image" or alt="Picture of a loaf"; name the brand in a logo\'s alt (alt="Kvások bakery"); use alt="" for purely decorative images.',
  messages,
  check: ({ images }, { notApplicable, report, review }) => {
    const described = describedImages(images)
    if (described.length === 0) return notApplicable("No visible image has an alt text.")
    let found = false
    for (const image of described) {
      const messageId = problemOf(image.alt ?? "")
      if (messageId === null) continue
      report(messageId, altReport(image))
      found = true
    }
    if (found) return review()
  },
})

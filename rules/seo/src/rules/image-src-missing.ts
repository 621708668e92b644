import { defineRule, type ImageFact } from "@svc/core"
import { count, examples, onLine } from "../lib/evidence"

/** Attributes lazy-loading scripts read the real address from. */
const LAZY_ATTRIBUTES = ["data-src", "data-lazy-src", "data-original", "data-srcset", "data-lazy"]

const snippet = (image: ImageFact): string => {
  const alt =
    image.alt === null ? "" : ` alt="${image.alt.length > 40 ? `${image.alt.slice(0, 39)}…` : image.alt}"`
  return `<img${image.src === null ? "" : ` src="${image.src}"`}${alt}>${onLine(image.location)}`
}

export default defineRule({
  id: "image-src-missing",
  part: "google",
  category: "on-page",
  level: "medium",
  requires: ["images"],
  label: "Every image has a src that loads it without scripts",
  fix: 'Give every <img> a src with the image\'s address (for responsive images keep src as the fallback beside srcset); for lazy loading use loading="lazy" instead of a data-src that only a script turns into a src.',
  check: ({ images }, { fail, notApplicable, pass, review }) => {
    const visible = images.filter((image) => !image.hidden)
    if (visible.length === 0) return notApplicable("The page has no visible images.")
    const missing: ImageFact[] = []
    const scripted: ImageFact[] = []
    for (const image of visible) {
      if ((image.src ?? "").trim() !== "") continue
      const hasSrcset = (image.srcset ?? "").trim() !== ""
      const lazy = LAZY_ATTRIBUTES.some((name) => (image.attributes[name] ?? "").trim() !== "")
      if (hasSrcset || lazy) scripted.push(image)
      else missing.push(image)
    }
    const first = missing[0]
    if (first !== undefined)
      return fail(
        `${count(missing.length, "image")} with no address to load: ${examples(missing.map(snippet))}.`,
        { at: first.location },
      )
    const firstScripted = scripted[0]
    if (firstScripted !== undefined)
      return review(
        `${count(scripted.length, "image")} without src, left to srcset or to a lazy-loading script: ${examples(scripted.map(snippet))}. Search engines index the src.`,
        { at: firstScripted.location },
      )
    return pass()
  },
})

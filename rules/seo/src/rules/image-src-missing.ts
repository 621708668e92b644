import { defineRule, type ImageFact, shortened } from "@svc/core"

/** Attributes lazy-loading scripts read the real address from. */
const LAZY_ATTRIBUTES = ["data-src", "data-lazy-src", "data-original", "data-srcset", "data-lazy"]

const snippet = (image: ImageFact): string => {
  const alt = image.alt === null ? "" : ` alt="${shortened(image.alt, 40)}"`
  return `<img${image.src === null ? "" : ` src="${image.src}"`}${alt}>`
}

export default defineRule({
  id: "image-src-missing",
  category: "on-page",
  level: "medium",
  requires: ["images"],
  label: "Every image has a src that loads it without scripts",
  fix: 'Give every <img> a src with the image\'s address (for responsive images keep src as the fallback beside srcset); for lazy loading use loading="lazy" instead of a data-src that only a script turns into a src.',
  messages: {
    noAddress: "{image} has no address to load.",
    scripted:
      "{image} has no src: it is left to srcset or to a lazy-loading script, and search engines index the src.",
  },
  check: ({ images }, { notApplicable, report, review }) => {
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
    // Images with nothing to load fail; those a script may load are only for review, and only listed
    // when nothing fails.
    const reported = missing.length > 0 ? missing : scripted
    for (const image of reported) {
      const shownImage = snippet(image)
      report(missing.length > 0 ? "noAddress" : "scripted", {
        at: image.location,
        subject: shownImage,
        data: { image: shownImage },
      })
    }
    if (missing.length === 0 && scripted.length > 0) return review()
  },
})

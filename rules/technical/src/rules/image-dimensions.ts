import { defineRule } from "@svc/core"

/** A valid non-negative integer, as the width and height attributes require. */
const DIMENSION = /^\s*\d+(?:\.\d+)?\s*$/

/** An inline style that sets an aspect ratio, or both width and height, reserves the space too. */
const sizedByStyle = (style: string): boolean => {
  const properties = new Set(
    style.split(";").map((declaration) => (declaration.split(":")[0] ?? "").trim().toLowerCase()),
  )
  return properties.has("aspect-ratio") || (properties.has("width") && properties.has("height"))
}

export default defineRule({
  id: "image-dimensions",
  category: "performance",
  level: "low",
  appliesTo: "served",
  extra: true,
  requires: ["images"],
  label: "Every image reserves its space with width and height",
  fix: 'Give every <img> its intrinsic width and height attributes (e.g. width="1200" height="800") and let CSS scale it with height: auto, so the layout does not jump while it loads.',
  messages: {
    unsized: '<img src="{src}"> lacks width and height, so the page shifts when it loads.',
  },
  check: ({ images }, { notApplicable, report }) => {
    const shown = images.filter((image) => !image.hidden && image.url !== null)
    if (shown.length === 0) return notApplicable("The page has no visible images.")
    for (const image of shown) {
      const sized =
        (DIMENSION.test(image.width ?? "") && DIMENSION.test(image.height ?? "")) ||
        sizedByStyle(image.attributes.style ?? "")
      if (sized) continue
      const src = image.src ?? ""
      report("unsized", { at: image.location, subject: src, data: { src } })
    }
  },
})

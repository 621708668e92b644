import { defineRule, shortened } from "@svc/core"

const USER_SCALABLE_ALLOWED = ["yes", "device-width", "device-height"]
const MAXIMUM_SCALE_ALLOWED = ["device-width", "device-height"]
/** axe's meta-viewport minimum for maximum-scale. */
const SCALE_MINIMUM = 2

/** The first setting of a viewport content that stops users zooming, as axe-core's meta-viewport check reads it. */
const zoomBlocker = (content: string): string | undefined => {
  for (const item of content.toLowerCase().split(/[;,]/)) {
    const [key, value] = item.split("=").map((part) => part.trim())
    if (!key || !value) continue
    const number = Number.parseFloat(value)
    if (key === "user-scalable") {
      const invalidString = Number.isNaN(number) && !USER_SCALABLE_ALLOWED.includes(value)
      if (invalidString || (number > -1 && number < 1)) return `user-scalable=${value}`
    }
    if (key === "maximum-scale" && !(number < 0)) {
      const invalidString = Number.isNaN(number) && !MAXIMUM_SCALE_ALLOWED.includes(value)
      if (invalidString || number < SCALE_MINIMUM) return `maximum-scale=${value}`
    }
  }
  return undefined
}

export default defineRule({
  id: "meta-viewport",
  category: "accessibility",
  level: "medium",
  appliesTo: "served",
  sameAs: ["meta-viewport"],
  requires: ["head"],
  label: "The viewport lets visitors zoom",
  fix: 'Remove user-scalable=no and any maximum-scale below 2 from <meta name="viewport">: "width=device-width, initial-scale=1" is enough.',
  messages: {
    blocksZoom: 'The viewport "{content}" blocks zooming with {setting}.',
  },
  check: ({ head }, { notApplicable, report }) => {
    // As axe-core (Lighthouse accessibility): every meta[name="viewport"] in the document, name matched exactly.
    const metas = head.metas.filter((meta) => meta.name === "viewport")
    if (metas.length === 0) return notApplicable('The page has no <meta name="viewport">.')
    for (const meta of metas) {
      const blocker = zoomBlocker(meta.content ?? "")
      if (blocker !== undefined)
        report("blocksZoom", {
          at: meta.location,
          data: { content: shortened(meta.content ?? ""), setting: blocker },
        })
    }
  },
})

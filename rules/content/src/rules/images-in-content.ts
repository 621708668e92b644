import { defineRule, originalMainWords } from "@svc/core"

export const MIN_WORDS = 300

export default defineRule({
  id: "images-in-content",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  // What it judges needs a text of the page type\'s length: a thin text earns none of its points.
  presupposes: ["word-count"],
  requires: ["content", "images"],
  label: "Long main content is illustrated with images",
  fix: "Add images that carry information (photos of the subject, diagrams, screenshots, charts) to the main content, each with an alt text.",
  messages: {
    noImage: "The main content has {words} words and no visible image.",
  },
  check: ({ content, images }, { notApplicable, pass, report }) => {
    const inMain = images.filter((image) => image.inMain && !image.hidden)
    if (inMain.length > 0) return pass()
    const words = originalMainWords(content)
    if (words < MIN_WORDS) return notApplicable(`The main content has only ${words} words.`)
    report("noImage", { data: { words } })
  },
})

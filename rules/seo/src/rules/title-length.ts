import { defineRule, shortened } from "@svc/core"
import { collapse } from "../lib/page-text"

const MIN_CHARACTERS = 30
const MAX_CHARACTERS = 60

export default defineRule({
  id: "title-length",
  category: "on-page",
  level: "low",
  reviewOnly: true,
  requires: ["head"],
  appliesTo: "served",
  symptomOf: ["document-title"],
  label: "The title is 30–60 characters long",
  fix: "Write a title of 30–60 characters: the page's topic first, then what sets it apart, then the brand if there is room.",
  messages: {
    tooShort: 'The title "{title}" has {length} characters: too short to say what the page is about.',
    tooLong: 'The title "{title}" has {length} characters: likely to be cut off in search results.',
  },
  check: ({ head }, { notApplicable, report, review }) => {
    const title = head.titles[0]
    const text = collapse(title?.text ?? "")
    if (title === undefined || text === "") return notApplicable("The page has no title.")
    const length = [...text].length
    if (length >= MIN_CHARACTERS && length <= MAX_CHARACTERS) return
    const shown = shortened(text, 100)
    report(length < MIN_CHARACTERS ? "tooShort" : "tooLong", {
      at: title.location,
      subject: shown,
      data: { title: shown, length },
    })
    return review()
  },
})

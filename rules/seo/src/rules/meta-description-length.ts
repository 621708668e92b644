import { defineRule, shortened } from "@svc/core"

const MIN_CHARACTERS = 70
const MAX_CHARACTERS = 160

export default defineRule({
  id: "meta-description-length",
  category: "on-page",
  level: "low",
  reviewOnly: true,
  requires: ["head"],
  appliesTo: "indexable",
  symptomOf: ["meta-description"],
  label: "The meta description is 70–160 characters long",
  fix: "Write a description of 70–160 characters: what the page offers, for whom, and a reason to click, with the key facts in the first 120 characters.",
  messages: {
    tooShort:
      'The meta description "{text}" has {length} characters: too short to make a useful snippet, so search engines may write their own.',
    tooLong: 'The meta description "{text}" has {length} characters: likely to be cut off in the snippet.',
  },
  check: ({ head }, { notApplicable, report, review }) => {
    const description = head.meta("description")
    const content = description?.content ?? ""
    if (description === undefined || content.trim() === "")
      return notApplicable("The page has no meta description.")
    const length = [...content.replace(/\s+/gu, " ").trim()].length
    if (length >= MIN_CHARACTERS && length <= MAX_CHARACTERS) return
    const text = shortened(content, 100)
    report(length < MIN_CHARACTERS ? "tooShort" : "tooLong", {
      at: description.location,
      subject: text,
      data: { text, length },
    })
    return review()
  },
})

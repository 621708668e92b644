import { defineRule, shortened } from "@svc/core"

export const MAX_H1_CHARACTERS = 70

export default defineRule({
  id: "h1-length",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  presupposes: ["heading-h1"],
  requires: ["headings"],
  label: `The H1 is at most ${MAX_H1_CHARACTERS} characters`,
  fix: "Shorten the H1 to the page's topic in a few words; move the rest into the first paragraph.",
  messages: {
    tooLong: 'The H1 has {length} characters: "{text}".',
  },
  check: ({ headings }, { notApplicable, report }) => {
    const h1 = headings.find((heading) => heading.level === 1 && !heading.hidden && heading.text !== "")
    if (h1 === undefined) return notApplicable("The page has no visible H1 with text.")
    if (h1.text.length <= MAX_H1_CHARACTERS) return
    const text = shortened(h1.text, 100)
    report("tooLong", { at: h1.location, subject: text, data: { length: h1.text.length, text } })
  },
})

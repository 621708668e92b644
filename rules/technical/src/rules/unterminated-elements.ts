import { defineRule } from "@svc/core"

export default defineRule({
  id: "unterminated-elements",
  category: "technical",
  level: "high",
  appliesTo: "served",
  requires: ["document"],
  label: "No unclosed element or comment swallows the rest of the page",
  fix: "Close the element (</title>, </textarea>, </script>, </style>, …) or the comment (-->) where it should end.",
  messages: {
    element:
      "<{tag}> never ends: the last {characters} characters of the page are swallowed, so nothing after it is shown or indexed.",
    comment:
      "A comment never ends: the last {characters} characters of the page are swallowed, so nothing after it is shown or indexed.",
  },
  check: ({ document }, { report }) => {
    // Text-only elements end only at their own end tag: everything after an unclosed one becomes its text.
    for (const open of document.unterminated) {
      const { characters } = open
      if (open.tag === "#comment") report("comment", { at: open.location, data: { characters } })
      else report("element", { at: open.location, subject: open.tag, data: { tag: open.tag, characters } })
    }
  },
})

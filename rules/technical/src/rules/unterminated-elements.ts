import { defineRule } from "@svc/core"
import { listed } from "../lib/evidence"

export default defineRule({
  id: "unterminated-elements",
  part: "technical",
  category: "technical",
  level: "high",
  appliesTo: "served",
  requires: ["document"],
  label: "No unclosed element or comment swallows the rest of the page",
  fix: "Close the element (</title>, </textarea>, </script>, </style>, …) or the comment (-->) where it should end.",
  check: ({ document }, { fail, pass }) => {
    const first = document.unterminated[0]
    if (first === undefined) return pass()
    // Text-only elements end only at their own end tag: everything after an unclosed one becomes its text.
    return fail(
      `${listed(
        document.unterminated.map((open) =>
          open.tag === "#comment"
            ? `a comment opened on line ${open.location.line}`
            : `<${open.tag}> on line ${open.location.line}`,
        ),
      )} never ${document.unterminated.length === 1 ? "ends" : "end"}: the last ${first.characters.toLocaleString("en")} characters of the page are swallowed, so nothing after it is shown or indexed.`,
      { at: first.location },
    )
  },
})

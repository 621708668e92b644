import { defineRule } from "@svc/core"
import { doctypeText } from "../lib/doctype"

export default defineRule({
  id: "doctype",
  part: "technical",
  category: "technical",
  level: "medium",
  appliesTo: "served",
  sameAs: ["doctype"],
  requires: ["document", "http"],
  label: "The page has the HTML doctype",
  fix: "Make <!DOCTYPE html> the very first line of the page, before any text or markup.",
  check: ({ document, http }, { fail, pass }) => {
    const { doctype, mode } = document
    // As Lighthouse: only a doctype that puts browsers in no-quirks (standards) mode passes.
    if (doctype !== null && mode === "no-quirks") return pass()
    if (doctype === null) {
      // A doctype after text or an element is dropped by the parser; look for one in the first bytes.
      const index = http.bodyStart.search(/<!doctype/i)
      if (index === -1) return fail("The page has no doctype: browsers render it in quirks mode.")
      const before = http.bodyStart.slice(0, index)
      const line = before.split("\n").length
      const column = index - before.lastIndexOf("\n")
      return fail(
        `The doctype on line ${line} comes after other content, so browsers ignore it and render the page in quirks mode.`,
        { at: { line, column } },
      )
    }
    const quirks = mode === "limited-quirks" ? "limited-quirks mode" : "quirks mode"
    return fail(`The doctype ${doctypeText(doctype)} puts browsers in ${quirks}.`, { at: doctype.location })
  },
})

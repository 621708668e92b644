import { defineRule } from "@svc/core"
import { doctypeText } from "../lib/doctype"

export default defineRule({
  id: "doctype",
  category: "technical",
  level: "medium",
  appliesTo: "served",
  sameAs: ["doctype"],
  requires: ["document", "http"],
  label: "The page has the HTML doctype",
  fix: "Make <!DOCTYPE html> the very first line of the page, before any text or markup.",
  messages: {
    missing: "The page has no doctype: browsers render it in quirks mode.",
    late: "The doctype comes after other content, so browsers ignore it and render the page in quirks mode.",
    quirks: "The doctype {doctype} puts browsers in quirks mode.",
    limitedQuirks: "The doctype {doctype} puts browsers in limited-quirks mode.",
  },
  check: ({ document, http }, { pass, report }) => {
    const { doctype, mode } = document
    // As Lighthouse: only a doctype that puts browsers in no-quirks (standards) mode passes.
    if (doctype !== null && mode === "no-quirks") return pass()
    if (doctype === null) {
      // A doctype after text or an element is dropped by the parser; look for one in the first bytes.
      const index = http.bodyStart.search(/<!doctype/i)
      if (index === -1) return report("missing")
      const before = http.bodyStart.slice(0, index)
      const line = before.split("\n").length
      const column = index - before.lastIndexOf("\n")
      return report("late", { at: { line, column } })
    }
    report(mode === "limited-quirks" ? "limitedQuirks" : "quirks", {
      at: doctype.location,
      data: { doctype: doctypeText(doctype) },
    })
  },
})

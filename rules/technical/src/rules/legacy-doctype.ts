import { defineRule } from "@svc/core"
import { doctypeText } from "../lib/doctype"

export default defineRule({
  id: "legacy-doctype",
  category: "technical",
  level: "low",
  appliesTo: "served",
  extra: true,
  requires: ["document"],
  label: "The page uses the short HTML doctype",
  fix: "Replace the HTML 4 or XHTML 1 doctype with <!DOCTYPE html>, and validate the page as HTML.",
  messages: {
    legacy:
      "{doctype} is an HTML 4 / XHTML 1 doctype: the page is validated against rules nobody follows any more.",
  },
  check: ({ document }, { notApplicable, pass, report }) => {
    const { doctype } = document
    if (doctype === null || document.mode !== "no-quirks")
      return notApplicable("The doctype does not give standards mode (doctype).")
    const legacyCompat = doctype.publicId === "" && doctype.systemId === "about:legacy-compat"
    if (doctype.publicId === "" && (doctype.systemId === "" || legacyCompat)) return pass()
    report("legacy", { at: doctype.location, data: { doctype: doctypeText(doctype) } })
  },
})

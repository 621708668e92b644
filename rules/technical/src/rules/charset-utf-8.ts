import { defineRule } from "@svc/core"
import { encodingOf } from "../lib/charset-labels"

export default defineRule({
  id: "charset-utf-8",
  category: "technical",
  level: "low",
  appliesTo: "served",
  symptomOf: ["charset"],
  requires: ["http", "document"],
  label: "The page is encoded in UTF-8",
  fix: 'Save and serve the page as UTF-8: Content-Type: text/html; charset=utf-8 and <meta charset="utf-8">.',
  messages: {
    headerNotUtf8:
      'The Content-Type header declares "{label}" ({encoding}): characters outside it break in forms, URLs and feeds, and the HTML standard requires UTF-8.',
    metaNotUtf8:
      '<meta charset="{label}"> declares {encoding}: characters outside it break in forms, URLs and feeds, and the HTML standard requires UTF-8.',
  },
  check: ({ http, document }, { notApplicable, pass, report }) => {
    // What browsers use: a byte-order mark, else the header's charset, else the first <meta> declaration.
    if (document.hadBom) return pass()
    const header = http.contentType?.charset ?? undefined
    const meta = document.charsetDeclarations[0]
    const label = header ?? meta?.charset
    if (label === undefined) return notApplicable("The page declares no encoding (charset).")
    const encoding = encodingOf(label)
    if (encoding === "utf-8") return pass()
    if (header === undefined) report("metaNotUtf8", { at: meta?.location, data: { label, encoding } })
    else report("headerNotUtf8", { data: { label, encoding } })
  },
})

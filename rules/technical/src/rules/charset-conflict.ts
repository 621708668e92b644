import { defineRule } from "@svc/core"
import { encodingOf } from "../lib/charset-labels"
import { listed } from "../lib/evidence"

export default defineRule({
  id: "charset-conflict",
  part: "technical",
  category: "technical",
  level: "medium",
  appliesTo: "served",
  requires: ["http", "document"],
  label: "The header and the page declare the same character encoding",
  fix: "Declare one encoding everywhere: the same charset in the Content-Type header and in the page's single <meta charset> (UTF-8).",
  check: ({ http, document }, { fail, notApplicable, pass }) => {
    const declarations = [
      ...(http.contentType?.charset
        ? [{ label: http.contentType.charset, where: "Content-Type header" }]
        : []),
      ...(document.hadBom ? [{ label: "utf-8", where: "byte-order mark" }] : []),
      ...document.charsetDeclarations.map((meta) => ({
        label: meta.charset,
        where: `<meta> on line ${meta.location.line}`,
      })),
    ]
    if (declarations.length < 2) return notApplicable("The encoding is declared at most once.")
    const encodings = new Set(declarations.map((declaration) => encodingOf(declaration.label)))
    if (encodings.size === 1) return pass()
    // The byte-order mark, then the header, win over any <meta>: text written for the other encoding turns to mojibake.
    const winner = encodingOf(declarations[0]?.label ?? "")
    const misleading = document.charsetDeclarations.find((meta) => encodingOf(meta.charset) !== winner)
    return fail(
      `The encoding is declared ${encodings.size} different ways: ${listed(
        declarations.map((declaration) => `"${declaration.label}" (${declaration.where})`),
        5,
      )}.`,
      { at: misleading?.location },
    )
  },
})

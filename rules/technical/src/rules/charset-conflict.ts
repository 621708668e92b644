import { defineRule } from "@svc/core"
import { encodingOf } from "../lib/charset-labels"

export default defineRule({
  id: "charset-conflict",
  category: "technical",
  level: "medium",
  appliesTo: "served",
  requires: ["http", "document"],
  label: "The header and the page declare the same character encoding",
  fix: "Declare one encoding everywhere: the same charset in the Content-Type header and in the page's single <meta charset> (UTF-8).",
  messages: {
    headerContradictsBom:
      'The Content-Type header declares "{label}" ({encoding}), but the byte-order mark makes browsers read the page as UTF-8.',
    metaContradictsBom:
      '<meta charset="{label}"> declares {encoding}, but the byte-order mark makes browsers read the page as UTF-8.',
    metaContradictsHeader:
      '<meta charset="{label}"> declares {encoding}, but browsers follow the Content-Type header\'s "{winner}" ({winning}).',
    metaContradictsMeta:
      '<meta charset="{label}"> declares {encoding}, but browsers follow the first <meta charset="{winner}"> ({winning}).',
  },
  check: ({ http, document }, { notApplicable, pass, report }) => {
    const header = http.contentType?.charset || undefined
    const metas = document.charsetDeclarations
    const count = (header === undefined ? 0 : 1) + (document.hadBom ? 1 : 0) + metas.length
    if (count < 2) return notApplicable("The encoding is declared at most once.")
    const encodings = new Set([
      ...(header === undefined ? [] : [encodingOf(header)]),
      ...(document.hadBom ? ["utf-8"] : []),
      ...metas.map((meta) => encodingOf(meta.charset)),
    ])
    if (encodings.size === 1) return pass()
    // The byte-order mark, then the header, win over any <meta>: text written for another encoding turns to mojibake.
    if (document.hadBom) {
      if (header !== undefined && encodingOf(header) !== "utf-8")
        report("headerContradictsBom", { data: { label: header, encoding: encodingOf(header) } })
      for (const meta of metas)
        if (encodingOf(meta.charset) !== "utf-8")
          report("metaContradictsBom", {
            at: meta.location,
            data: { label: meta.charset, encoding: encodingOf(meta.charset) },
          })
      return
    }
    const [firstMeta, ...laterMetas] = metas
    const winner = header ?? firstMeta?.charset ?? ""
    const winning = encodingOf(winner)
    const messageId = header === undefined ? "metaContradictsMeta" : "metaContradictsHeader"
    for (const meta of header === undefined ? laterMetas : metas)
      if (encodingOf(meta.charset) !== winning)
        report(messageId, {
          at: meta.location,
          data: { label: meta.charset, encoding: encodingOf(meta.charset), winner, winning },
        })
  },
})

import { defineRule } from "@svc/core"

// Lighthouse's own patterns (its audit charset.js): note that 9-_ is a character range there.
const CHARSET_HTML = /<meta[^>]+charset[^<]+>/i
const CHARSET_HTTP = /charset\s*=\s*[a-zA-Z0-9-_:.()]{2,}/i
const IANA_NAME = /^[a-zA-Z0-9-_:.()]{2,}$/

export default defineRule({
  id: "charset",
  category: "technical",
  level: "medium",
  appliesTo: "served",
  sameAs: ["charset"],
  requires: ["http", "head", "document"],
  label: "The page declares its character encoding early",
  fix: 'Send Content-Type: text/html; charset=utf-8, and put <meta charset="utf-8"> first in <head>, within the first 1,024 bytes.',
  messages: {
    late: 'No charset in the Content-Type header, and the first charset declaration ("{charset}") starts at byte {offset}, after the first 1,024 bytes browsers read to find it.',
    outsideHead:
      'No charset in the Content-Type header, and the first charset declaration ("{charset}") is not in <head>, where browsers look for it.',
    undeclared:
      "No charset in the Content-Type header and no <meta charset> in the page: browsers must guess the encoding.",
  },
  check: ({ http, head, document }, { pass, report }) => {
    // As Lighthouse: a charset in the Content-Type header, a byte-order mark, or a charset <meta> in
    // <head> that shows within the first 1,024 characters.
    const header = http.header("content-type")
    if (header !== undefined && CHARSET_HTTP.test(header)) return pass()
    if (document.hadBom) return pass()
    const declares = head.metas.some(
      (meta) =>
        meta.inHead &&
        ((meta.charset !== null && IANA_NAME.test(meta.charset)) ||
          ((meta.httpEquiv ?? "").toLowerCase() === "content-type" &&
            meta.content !== null &&
            CHARSET_HTTP.test(meta.content))),
    )
    if (declares && CHARSET_HTML.test(http.bodyStart)) return pass()
    const late = document.charsetDeclarations[0]
    if (late === undefined) return report("undeclared")
    if (late.byteOffset >= 1024)
      report("late", { at: late.location, data: { charset: late.charset, offset: late.byteOffset } })
    else report("outsideHead", { at: late.location, data: { charset: late.charset } })
  },
})

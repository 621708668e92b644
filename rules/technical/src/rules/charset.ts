import { defineRule } from "@svc/core"
import { quoted } from "../lib/evidence"

// Lighthouse's own patterns (its audit charset.js): note that 9-_ is a character range there.
const CHARSET_HTML = /<meta[^>]+charset[^<]+>/i
const CHARSET_HTTP = /charset\s*=\s*[a-zA-Z0-9-_:.()]{2,}/i
const IANA_NAME = /^[a-zA-Z0-9-_:.()]{2,}$/

export default defineRule({
  id: "charset",
  part: "technical",
  category: "technical",
  level: "medium",
  appliesTo: "served",
  sameAs: ["charset"],
  requires: ["http", "head", "document"],
  label: "The page declares its character encoding early",
  fix: 'Send Content-Type: text/html; charset=utf-8, and put <meta charset="utf-8"> first in <head>, within the first 1,024 bytes.',
  check: ({ http, head, document }, { fail, pass }) => {
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
    const headerText = header === undefined ? "no Content-Type header" : `Content-Type ${quoted(header)}`
    if (late !== undefined) {
      const why =
        late.byteOffset >= 1024
          ? `starts at byte ${late.byteOffset}, after the first 1,024 bytes browsers read to find it`
          : "is not in <head>, where browsers look for it"
      return fail(
        `${headerText} names no charset, and the first charset declaration (${quoted(late.charset)}, line ${late.location.line}) ${why}.`,
        { at: late.location },
      )
    }
    return fail(
      `${headerText} names no charset, and the page has no <meta charset>: browsers must guess the encoding.`,
    )
  },
})

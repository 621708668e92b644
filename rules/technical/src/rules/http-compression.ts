import { defineRule } from "@svc/core"
import { kilobytes } from "../lib/bytes"

/** Below this Lighthouse does not bother (uses-text-compression): headers outweigh the savings. */
const MINIMUM_BYTES = 1400
const ENCODINGS = ["br", "gzip", "zstd", "deflate", "compress"]

export default defineRule({
  id: "http-compression",
  category: "performance",
  level: "medium",
  extra: true,
  requires: ["http"],
  label: "The HTML is sent compressed",
  fix: "Turn on Brotli or gzip for text/html (and CSS, JavaScript, SVG, JSON) in the web server or CDN.",
  messages: {
    uncompressed:
      "The {kilobytes} KB of HTML came without Content-Encoding: compressed, it would typically be a fifth to a third of that.",
  },
  check: ({ http }, { notApplicable, pass, report }) => {
    if (http.bodyBytes < MINIMUM_BYTES) return notApplicable(`The HTML is under ${MINIMUM_BYTES} bytes.`)
    const encoding = (http.header("content-encoding") ?? "").toLowerCase()
    if (ENCODINGS.some((name) => encoding.split(/\s*,\s*/).includes(name))) return pass()
    report("uncompressed", { data: { kilobytes: kilobytes(http.bodyBytes) } })
  },
})

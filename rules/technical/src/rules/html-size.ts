import { defineRule } from "@svc/core"
import { megabytes } from "../lib/bytes"

/** Googlebot reads the first 15 MB of an HTML file. */
const CRAWLER_LIMIT = 15 * 1_048_576
const HEAVY = 2 * 1_048_576

export default defineRule({
  id: "html-size",
  category: "performance",
  level: "medium",
  appliesTo: "served",
  requires: ["http"],
  label: "The HTML document is small enough to download and index whole",
  fix: "Shrink the HTML: move inline data, scripts, styles and SVG sprites into cached files, paginate long lists, and stop embedding images as data: URLs.",
  messages: {
    tooLarge: "The HTML is {megabytes} MB: Googlebot reads only the first 15 MB, so the rest is not indexed.",
    heavy:
      "The HTML is {megabytes} MB: phones download and parse all of it before the page settles, and some crawlers read less.",
  },
  check: ({ http }, { pass, report, review }) => {
    const data = { megabytes: megabytes(http.bodyBytes) }
    if (http.bodyBytes > CRAWLER_LIMIT) return report("tooLarge", { data })
    if (http.bodyBytes <= HEAVY) return pass()
    report("heavy", { data })
    return review()
  },
})

import { defineRule } from "@svc/core"
import { size } from "../lib/evidence"

/** Googlebot reads the first 15 MB of an HTML file. */
const CRAWLER_LIMIT = 15 * 1_048_576
const HEAVY = 2 * 1_048_576

export default defineRule({
  id: "html-size",
  part: "technical",
  category: "performance",
  level: "medium",
  appliesTo: "served",
  requires: ["http"],
  label: "The HTML document is small enough to download and index whole",
  fix: "Shrink the HTML: move inline data, scripts, styles and SVG sprites into cached files, paginate long lists, and stop embedding images as data: URLs.",
  check: ({ http }, { fail, pass, review }) => {
    if (http.bodyBytes > CRAWLER_LIMIT)
      return fail(
        `The HTML is ${size(http.bodyBytes)}: Googlebot reads only the first 15 MB, so the rest is not indexed.`,
      )
    if (http.bodyBytes > HEAVY)
      return review(
        `The HTML is ${size(http.bodyBytes)}: phones download and parse all of it before the page settles, and some crawlers read less.`,
      )
    return pass()
  },
})

import { defineRule } from "@svc/core"

/** More query parameters than this multiply the address variants crawlers can find for one page. */
const MAX_PARAMETERS = 3

export default defineRule({
  id: "url-parameters",
  category: "technical",
  level: "low",
  reviewOnly: true,
  requires: ["http"],
  label: "The address has at most three query parameters",
  fix: "Keep sorting, filter and tracking parameters out of the addresses you link to and list in the sitemap; give pages that deserve to rank a clean path, and point parameter variants to it with a canonical link.",
  messages: {
    tooMany:
      "The address has {count} query parameters ({names}); every combination is another address crawlers may fetch and index.",
  },
  check: ({ http }, { report, review }) => {
    const names = [...new URLSearchParams(http.url.search).keys()]
    if (names.length <= MAX_PARAMETERS) return
    const listed = `${names.slice(0, 8).join(", ")}${names.length > 8 ? ", …" : ""}`
    report("tooMany", { subject: http.finalUrl, data: { count: names.length, names: listed } })
    return review()
  },
})

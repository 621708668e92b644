import { defineRule } from "@svc/core"

/** Screaming Frog's default; long addresses are cut in results and hard to share. */
const MAX_CHARACTERS = 115

export default defineRule({
  id: "url-length",
  category: "technical",
  level: "low",
  reviewOnly: true,
  requires: ["http"],
  label: "The address is at most 115 characters long",
  fix: "Shorten the address: a few descriptive words in the path, no dates, IDs or repeated folder names unless they help the visitor; redirect the old address permanently.",
  messages: {
    tooLong:
      "The address {url} has {length} characters; over {max} it is cut in results and hard to read or share.",
  },
  check: ({ http }, { report, review }) => {
    const url = http.finalUrl
    if (url.length <= MAX_CHARACTERS) return
    report("tooLong", { subject: url, data: { url, length: url.length, max: MAX_CHARACTERS } })
    return review()
  },
})

import { defineRule } from "@svc/core"

/** Screaming Frog's default; long addresses are cut in results and hard to share. */
const MAX_CHARACTERS = 115

export default defineRule({
  id: "url-length",
  part: "google",
  category: "technical",
  level: "low",
  requires: ["http"],
  label: "The address is at most 115 characters long",
  fix: "Shorten the address: a few descriptive words in the path, no dates, IDs or repeated folder names unless they help the visitor; redirect the old address permanently.",
  check: ({ http }, { pass, review }) => {
    const length = http.finalUrl.length
    if (length <= MAX_CHARACTERS) return pass()
    return review(
      `The address ${http.finalUrl} has ${length} characters; over ${MAX_CHARACTERS} it is cut in results and hard to read or share.`,
    )
  },
})

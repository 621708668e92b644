import { defineRule } from "@svc/core"

/** Folders deeper than this suggest the page sits far from the home page in the site's structure. */
const MAX_SEGMENTS = 5

export default defineRule({
  id: "url-depth",
  part: "google",
  category: "technical",
  level: "low",
  requires: ["http"],
  label: "The path is at most five folders deep",
  fix: "Flatten the structure: drop folders that add nothing for the visitor (dates, IDs, repeated categories), and link important pages from near the home page.",
  check: ({ http }, { pass, review }) => {
    const segments = http.url.pathname.split("/").filter((segment) => segment !== "")
    if (segments.length <= MAX_SEGMENTS) return pass()
    return review(
      `The path ${http.url.pathname} is ${segments.length} levels deep; deep addresses are long, hard to read and often mean the page is many clicks from the home page.`,
    )
  },
})

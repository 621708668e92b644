import { defineRule } from "@svc/core"

/** Folders deeper than this suggest the page sits far from the home page in the site's structure. */
const MAX_SEGMENTS = 5

export default defineRule({
  id: "url-depth",
  category: "technical",
  level: "low",
  reviewOnly: true,
  requires: ["http"],
  label: "The path is at most five folders deep",
  fix: "Flatten the structure: drop folders that add nothing for the visitor (dates, IDs, repeated categories), and link important pages from near the home page.",
  messages: {
    tooDeep:
      "The path {path} is {depth} levels deep; deep addresses are long, hard to read and often mean the page is many clicks from the home page.",
  },
  check: ({ http }, { report, review }) => {
    const path = http.url.pathname
    const depth = path.split("/").filter((segment) => segment !== "").length
    if (depth <= MAX_SEGMENTS) return
    report("tooDeep", { subject: path, data: { path, depth } })
    return review()
  },
})

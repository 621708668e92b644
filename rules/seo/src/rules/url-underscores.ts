import { defineRule } from "@svc/core"

export default defineRule({
  id: "url-underscores",
  category: "technical",
  level: "low",
  reviewOnly: true,
  requires: ["http"],
  label: "Words in the path are separated by hyphens, not underscores",
  fix: "Separate words in new addresses with hyphens (/rye-bread, not /rye_bread), as Google recommends; for existing pages change it only together with a permanent redirect.",
  messages: {
    underscores:
      "The path {path} joins words with underscores; Google reads hyphens, not underscores, as word separators.",
  },
  check: ({ http }, { report, review }) => {
    const path = http.url.pathname
    if (!path.includes("_")) return
    report("underscores", { subject: path, data: { path } })
    return review()
  },
})

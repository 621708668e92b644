import { defineRule } from "@svc/core"

export default defineRule({
  id: "url-double-slash",
  category: "technical",
  level: "low",
  reviewOnly: true,
  requires: ["http"],
  label: "The path has no doubled slashes",
  fix: "Fix the template or rewrite rule that joins path segments with an extra slash, and redirect the doubled form permanently to the single-slash address.",
  messages: {
    doubledSlashes:
      "The path {path} has doubled slashes: servers often serve it like the single-slash address, making a duplicate.",
  },
  check: ({ http }, { report, review }) => {
    const path = http.url.pathname
    if (!path.includes("//")) return
    report("doubledSlashes", { subject: path, data: { path } })
    return review()
  },
})

import { defineSiteRule } from "@svc/core"
import { sharedValues } from "../lib/duplicates"

export default defineSiteRule({
  id: "duplicate-content",
  category: "content",
  level: "high",
  label: "No two indexable pages have the same main text",
  fix: "Keep one page for each text: redirect the copies to it (301), or point their canonical at it; where the pages differ in purpose, write each its own text.",
  messages: {
    same: "{count} indexable pages have the same main text ({words} words)",
  },
  check: (site, { report }) => {
    const withText = site.indexable.filter((page) => page.text !== null)
    const words = new Map(withText.map((page) => [page.url, page.text?.words ?? 0]))
    for (const { url, related, count } of sharedValues(withText, (page) => page.text?.hash ?? null))
      report("same", { url, related, data: { count, words: words.get(url) ?? 0 } })
  },
})

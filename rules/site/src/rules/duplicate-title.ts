import { defineSiteRule } from "@svc/core"
import { sharedValues } from "../lib/duplicates"

export default defineSiteRule({
  id: "duplicate-title",
  category: "on-page",
  level: "medium",
  label: "Every indexable page has a title of its own",
  fix: "Write a title for each page that says what that page, and no other, is about; merge or canonicalise pages that are truly the same.",
  messages: {
    shared: '{count} indexable pages share the title "{title}"',
  },
  check: (site, { report }) => {
    for (const { url, related, count, value } of sharedValues(site.indexable, (page) => page.title))
      report("shared", { url, related, data: { count, title: value } })
  },
})

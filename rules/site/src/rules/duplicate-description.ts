import { defineSiteRule } from "@svc/core"
import { sharedValues } from "../lib/duplicates"

export default defineSiteRule({
  id: "duplicate-description",
  category: "on-page",
  level: "medium",
  label: "Every indexable page has a meta description of its own",
  fix: "Write a meta description for each page that sums up that page alone, or leave it out where a template would only repeat one; merge or canonicalise pages that are truly the same.",
  messages: {
    shared: '{count} indexable pages share the meta description "{description}"',
  },
  check: (site, { report }) => {
    for (const { url, related, count, value } of sharedValues(site.indexable, (page) => page.description))
      report("shared", { url, related, data: { count, description: value } })
  },
})

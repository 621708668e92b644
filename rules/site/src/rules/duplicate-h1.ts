import { defineSiteRule } from "@svc/core"
import { sharedValues } from "../lib/duplicates"

export default defineSiteRule({
  id: "duplicate-h1",
  category: "on-page",
  level: "low",
  label: "Every indexable page has an H1 of its own",
  fix: "Give each page a main heading that names what that page, and no other, is about; merge or canonicalise pages that are truly the same.",
  messages: {
    shared: '{count} indexable pages share the H1 "{heading}"',
  },
  check: (site, { report }) => {
    for (const { url, related, count, value } of sharedValues(site.indexable, (page) => page.h1))
      report("shared", { url, related, data: { count, heading: value } })
  },
})

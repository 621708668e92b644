import { defineRule } from "@svc/core"
import { readableSitemaps } from "../lib/sitemaps"

/** The sitemaps protocol's limits per file (sitemaps.org; Google and Bing apply the same). */
const MAX_ENTRIES = 50_000
const MAX_BYTES = 50 * 1024 * 1024

export default defineRule({
  id: "sitemap-size",
  category: "technical",
  level: "medium",
  requires: ["sitemap"],
  label: "Each sitemap stays within 50,000 entries and 50 MB",
  fix: "Split the sitemap into files of at most 50,000 URLs and 50 MB (uncompressed) each, and list them in a sitemap index named in robots.txt.",
  messages: {
    overLimit:
      "{url} has {entries} entries in {megabytes} MB, over the limit of {maxEntries} entries and 50 MB per file; search engines ignore what lies beyond it.",
  },
  check: ({ sitemap }, { notApplicable, report }) => {
    const readable = readableSitemaps(sitemap)
    if (readable.length === 0) return notApplicable("The site has no readable sitemap.")
    for (const { url, entryCount, bodyBytes } of readable) {
      if (entryCount <= MAX_ENTRIES && bodyBytes <= MAX_BYTES) continue
      const megabytes = Math.round(bodyBytes / 104_857.6) / 10
      report("overLimit", {
        url,
        subject: url,
        data: { url, entries: entryCount, megabytes, maxEntries: MAX_ENTRIES },
      })
    }
  },
})

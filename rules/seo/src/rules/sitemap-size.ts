import { defineRule } from "@svc/core"
import { examples } from "../lib/evidence"
import { readableSitemaps } from "../lib/sitemaps"

/** The sitemaps protocol's limits per file (sitemaps.org; Google and Bing apply the same). */
const MAX_ENTRIES = 50_000
const MAX_BYTES = 50 * 1024 * 1024

export default defineRule({
  id: "sitemap-size",
  part: "google",
  category: "technical",
  level: "medium",
  requires: ["sitemap"],
  label: "Each sitemap stays within 50,000 entries and 50 MB",
  fix: "Split the sitemap into files of at most 50,000 URLs and 50 MB (uncompressed) each, and list them in a sitemap index named in robots.txt.",
  check: ({ sitemap }, { fail, notApplicable, pass }) => {
    const readable = readableSitemaps(sitemap)
    if (readable.length === 0) return notApplicable("The site has no readable sitemap.")
    const oversized = readable.flatMap((file) => {
      const problems = [
        ...(file.entryCount > MAX_ENTRIES
          ? [`${file.entryCount.toLocaleString("en")} entries (limit ${MAX_ENTRIES.toLocaleString("en")})`]
          : []),
        ...(file.bodyBytes > MAX_BYTES
          ? [`${(file.bodyBytes / 1024 / 1024).toFixed(1)} MB (limit 50 MB)`]
          : []),
      ]
      return problems.length === 0 ? [] : [`${file.url} has ${problems.join(" and ")}`]
    })
    if (oversized.length === 0) return pass()
    return fail(`${examples(oversized)}; search engines ignore what lies beyond the limit.`)
  },
})

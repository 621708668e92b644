import { defineRule } from "@svc/core"

/** The sitemaps protocol's limits per file (sitemaps.org; Google and Bing apply the same). */
const MAX_ENTRIES = 50_000
const MAX_BYTES = 50 * 1024 * 1024

export default defineRule({
  id: "sitemap-size",
  part: "google",
  category: "technical",
  level: "medium",
  requires: ["sitemap"],
  label: "The sitemap stays within 50,000 entries and 50 MB",
  fix: "Split the sitemap into files of at most 50,000 URLs and 50 MB (uncompressed) each, and list them in a sitemap index named in robots.txt.",
  check: ({ sitemap }, { fail, notApplicable, pass }) => {
    if (sitemap.state !== "present" || sitemap.kind === "invalid")
      return notApplicable("The site has no readable sitemap.")
    const problems = [
      ...(sitemap.entryCount > MAX_ENTRIES
        ? [`${sitemap.entryCount.toLocaleString("en")} entries (limit ${MAX_ENTRIES.toLocaleString("en")})`]
        : []),
      ...(sitemap.bodyBytes > MAX_BYTES
        ? [`${(sitemap.bodyBytes / 1024 / 1024).toFixed(1)} MB (limit 50 MB)`]
        : []),
    ]
    if (problems.length === 0) return pass()
    return fail(
      `${sitemap.url} has ${problems.join(" and ")}; search engines ignore what lies beyond the limit.`,
    )
  },
})

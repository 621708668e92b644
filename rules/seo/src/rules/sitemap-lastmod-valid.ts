import { defineRule } from "@svc/core"
import { parseW3cDatetime } from "../lib/dates"
import { examples } from "../lib/evidence"
import { fileList, pageSitemaps } from "../lib/sitemaps"

/** Time zones and clock skew: a date up to a day ahead of our clock is not "in the future". */
const TOLERANCE_MS = 24 * 60 * 60 * 1000

export default defineRule({
  id: "sitemap-lastmod-valid",
  part: "google",
  category: "technical",
  level: "low",
  requires: ["sitemap", "http"],
  symptomOf: ["sitemap-xml"],
  label: "Sitemap <lastmod> dates are valid and not in the future",
  fix: "Write each <lastmod> as a W3C date (2026-03-01, or 2026-03-01T09:30:00+01:00 with a time zone), set it to when the page's content last changed, and never to a future date or to the time the sitemap was generated.",
  check: ({ sitemap, http }, { fail, notApplicable, pass }) => {
    const files = pageSitemaps(sitemap)
    if (files.length === 0) return notApplicable("The site has no readable sitemap of pages.")
    const now = Date.parse(http.fetchedAt)
    const dated = new Set<string>()
    let datedCount = 0
    const invalid: string[] = []
    const future: string[] = []
    for (const file of files) {
      for (const entry of file.urls) {
        if (entry.lastmod === null) continue
        datedCount += 1
        dated.add(file.url)
        const date = parseW3cDatetime(entry.lastmod)
        const shown = `<lastmod>${entry.lastmod.slice(0, 40)}</lastmod> of ${entry.loc}`
        if (date === null) invalid.push(shown)
        else if (Number.isFinite(now) && date.getTime() > now + TOLERANCE_MS) future.push(shown)
      }
    }
    if (datedCount === 0) return notApplicable("No entry of the sitemaps has a <lastmod>.")
    if (invalid.length === 0 && future.length === 0) return pass()
    const problems = [
      ...(invalid.length > 0 ? [`${invalid.length} not a W3C date: ${examples(invalid)}`] : []),
      ...(future.length > 0 ? [`${future.length} in the future: ${examples(future)}`] : []),
    ]
    return fail(`Of ${datedCount} <lastmod> dates in ${fileList([...dated])}, ${problems.join("; ")}.`)
  },
})

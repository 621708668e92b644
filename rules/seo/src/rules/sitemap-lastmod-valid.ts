import { defineRule } from "@svc/core"
import { parseW3cDatetime } from "../lib/dates"
import { examples } from "../lib/evidence"

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
    if (sitemap.state !== "present" || sitemap.kind !== "urlset")
      return notApplicable("The site has no readable sitemap of pages.")
    const dated = sitemap.urls.filter((entry) => entry.lastmod !== null)
    if (dated.length === 0) return notApplicable("No entry of the sitemap has a <lastmod>.")
    const now = Date.parse(http.fetchedAt)
    const invalid: string[] = []
    const future: string[] = []
    for (const entry of dated) {
      const lastmod = entry.lastmod ?? ""
      const date = parseW3cDatetime(lastmod)
      const shown = `<lastmod>${lastmod.slice(0, 40)}</lastmod> of ${entry.loc}`
      if (date === null) invalid.push(shown)
      else if (Number.isFinite(now) && date.getTime() > now + TOLERANCE_MS) future.push(shown)
    }
    if (invalid.length === 0 && future.length === 0) return pass()
    const problems = [
      ...(invalid.length > 0 ? [`${invalid.length} not a W3C date: ${examples(invalid)}`] : []),
      ...(future.length > 0 ? [`${future.length} in the future: ${examples(future)}`] : []),
    ]
    return fail(`Of ${dated.length} <lastmod> dates in ${sitemap.url}, ${problems.join("; ")}.`)
  },
})

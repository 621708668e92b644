import { defineRule, parseW3cDatetime } from "@svc/core"
import { pageSitemaps } from "../lib/sitemaps"

/** Time zones and clock skew: a date up to a day ahead of our clock is not "in the future". */
const TOLERANCE_MS = 24 * 60 * 60 * 1000

export default defineRule({
  id: "sitemap-lastmod-valid",
  category: "technical",
  level: "low",
  requires: ["sitemap", "http"],
  symptomOf: ["sitemap-xml"],
  label: "Sitemap <lastmod> dates are valid and not in the future",
  fix: "Write each <lastmod> as a W3C date (2026-03-01, or 2026-03-01T09:30:00+01:00 with a time zone), set it to when the page's content last changed, and never to a future date or to the time the sitemap was generated.",
  messages: {
    notW3cDate: "<lastmod>{lastmod}</lastmod> of {url} in {sitemap} is not a W3C date.",
    inFuture: "<lastmod>{lastmod}</lastmod> of {url} in {sitemap} lies in the future.",
  },
  check: ({ sitemap, http }, { notApplicable, report }) => {
    const files = pageSitemaps(sitemap)
    if (files.length === 0) return notApplicable("The site has no readable sitemap of pages.")
    const now = Date.parse(http.fetchedAt)
    let dated = false
    for (const file of files) {
      for (const entry of file.urls) {
        if (entry.lastmod === null) continue
        dated = true
        const date = parseW3cDatetime(entry.lastmod)
        const problem =
          date === null
            ? "notW3cDate"
            : Number.isFinite(now) && date.getTime() > now + TOLERANCE_MS
              ? "inFuture"
              : undefined
        if (problem === undefined) continue
        const lastmod = entry.lastmod.slice(0, 40)
        report(problem, {
          url: entry.loc,
          subject: lastmod,
          data: { lastmod, url: entry.loc, sitemap: file.url },
        })
      }
    }
    if (!dated) return notApplicable("No entry of the sitemaps has a <lastmod>.")
  },
})

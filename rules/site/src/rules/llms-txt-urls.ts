import { defineSiteRule } from "@svc/core"

export default defineSiteRule({
  id: "llms-txt-urls",
  category: "geo",
  level: "medium",
  label: "Every URL llms.txt lists works and may be fetched",
  fix: "List in llms.txt only addresses that answer 200 at their final address and that robots.txt allows; update or remove the others.",
  messages: {
    failed: "llms.txt lists {url}, which did not answer",
    error: "llms.txt lists {url}, which answers {status}",
    redirect: "llms.txt lists {url}, which redirects ({status})",
    blocked: "llms.txt lists {url}, which robots.txt blocks",
  },
  check: (site, { report, notApplicable }) => {
    if (site.llmsTxt === null) return notApplicable("the site has no llms.txt")
    const related = [site.llmsTxt.url]
    for (const entry of site.llmsTxt.listed) {
      const where = { url: entry.url, related }
      if (entry.blocked) report("blocked", { ...where, data: { url: entry.url } })
      else if (entry.status === null) report("failed", { ...where, data: { url: entry.url } })
      else if (entry.status >= 400)
        report("error", { ...where, data: { url: entry.url, status: entry.status } })
      else if (entry.status >= 300)
        report("redirect", { ...where, data: { url: entry.url, status: entry.status } })
    }
  },
})

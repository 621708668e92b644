import { defineSiteRule } from "@svc/core"
import { landingOf } from "../lib/redirects"

export default defineSiteRule({
  id: "broken-internal-link",
  category: "technical",
  level: "high",
  label: "Every internal link leads to a working page",
  fix: "Point each broken link at a page that exists, or remove it; where the page moved, redirect its old address to the new one.",
  messages: {
    broken: "Links to {target}, which answers {status}",
    brokenAfterRedirect: "Links to {target}, which redirects to {final}, which answers {status}",
  },
  check: (site, { report }) => {
    for (const page of site.documents) {
      if (page.status === null || page.status >= 400) continue
      for (const link of page.links) {
        const landing = landingOf(site, link.url)
        if (landing.kind !== "error") continue
        const where = { url: page.url, line: link.line }
        if (landing.redirected)
          report("brokenAfterRedirect", {
            ...where,
            related: [link.url, landing.page.finalUrl],
            data: { target: link.url, final: landing.page.finalUrl, status: landing.status },
          })
        else
          report("broken", {
            ...where,
            related: [link.url],
            data: { target: link.url, status: landing.status },
          })
      }
    }
  },
})

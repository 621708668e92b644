import { defineSiteRule } from "@svc/core"
import { endStatus } from "../lib/redirects"

export default defineSiteRule({
  id: "canonical-target",
  category: "on-page",
  level: "high",
  label: "Every canonical points to a working, indexable page that is its own canonical",
  fix: "Point each canonical straight at the final address of an indexable page that answers 200 and names itself as canonical.",
  messages: {
    redirects: "The canonical of {url} points to {target}, which redirects to {final}",
    error: "The canonical of {url} points to {target}, which answers {status}",
    noindex: "The canonical of {url} points to {target}, which is noindex",
    chained: "The canonical of {url} points to {target}, whose own canonical is {next}",
  },
  check: (site, { report }) => {
    for (const page of site.documents) {
      if (page.canonical === null || page.canonical === page.url || !page.html) continue
      if (page.status === null || page.status < 200 || page.status >= 300) continue
      const target = site.page(page.canonical)
      // A target the crawl did not fetch (another site, outside the scope, past the bounds) is not judged.
      if (target === undefined) continue
      const where = { url: page.url, related: [page.canonical] }
      const names = { url: page.url, target: page.canonical }
      if (target.status === null || target.status >= 400)
        report("error", { ...where, data: { ...names, status: endStatus(target) } })
      else if (target.redirects.length > 0)
        report("redirects", {
          ...where,
          related: [page.canonical, target.finalUrl],
          data: { ...names, final: target.finalUrl },
        })
      else if (target.robots.noindex) report("noindex", { ...where, data: names })
      else if (target.canonical !== null && target.canonical !== target.url)
        report("chained", {
          ...where,
          related: [page.canonical, target.canonical],
          data: { ...names, next: target.canonical },
        })
    }
  },
})

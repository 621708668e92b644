import { defineSiteRule } from "@svc/core"
import { endStatus } from "../lib/redirects"

export default defineSiteRule({
  id: "hreflang-return-link",
  category: "on-page",
  level: "medium",
  label: "Every hreflang alternate links back",
  fix: "Give every page of a language set the same hreflang annotations: each names all the others (and itself), each at its final address.",
  messages: {
    noReturn: "{url} names {target} as its {hreflang} alternate, but {target} does not name {url}",
    notAPage: "{url} names {target} as its {hreflang} alternate, which answers {status}",
    redirects: "{url} names {target} as its {hreflang} alternate, which redirects to {final}",
  },
  check: (site, { report, notApplicable }) => {
    if (!site.documents.some((page) => page.alternates.length > 0))
      return notApplicable("no page declares hreflang alternates")
    for (const page of site.indexable) {
      for (const alternate of page.alternates) {
        if (alternate.url === page.url) continue
        // Alternates the crawl did not fetch (another domain, past the bounds) are not judged.
        const target = site.page(alternate.url)
        if (target === undefined) continue
        const where = { url: page.url, related: [alternate.url] }
        const names = { url: page.url, target: alternate.url, hreflang: alternate.hreflang }
        if (target.status === null || target.status >= 400)
          report("notAPage", { ...where, data: { ...names, status: endStatus(target) } })
        else if (target.redirects.length > 0)
          report("redirects", {
            ...where,
            related: [alternate.url, target.finalUrl],
            data: { ...names, final: target.finalUrl },
          })
        else if (!target.alternates.some((back) => back.url === page.url))
          report("noReturn", { ...where, data: names })
      }
    }
  },
})

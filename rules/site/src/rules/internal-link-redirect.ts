import { defineSiteRule } from "@svc/core"
import { landingOf } from "../lib/redirects"

export default defineSiteRule({
  id: "internal-link-redirect",
  category: "technical",
  level: "low",
  label: "Internal links point straight at final addresses",
  fix: "Change each link to the address its redirect ends at, so visitors and crawlers skip the hop.",
  messages: {
    redirects: "Links to {target}, which redirects to {final}",
  },
  check: (site, { report }) => {
    for (const page of site.documents) {
      if (page.status === null || page.status >= 400) continue
      for (const link of page.links) {
        // A redirect that ends in an error is a broken link, one that loops a redirect loop: each is reported once, there.
        const landing = landingOf(site, link.url)
        if (landing.kind !== "redirect") continue
        report("redirects", {
          url: page.url,
          line: link.line,
          related: [link.url, landing.final],
          data: { target: link.url, final: landing.final },
        })
      }
    }
  },
})

import { defineRule, isSameSite } from "@svc/core"
import { canonicalLinks } from "../lib/canonical-links"
import { linkSubject } from "../lib/head-links"

export default defineRule({
  id: "canonical-cross-domain",
  category: "on-page",
  level: "medium",
  requires: ["head", "http"],
  appliesTo: "indexable",
  symptomOf: ["canonical"],
  label: "The canonical URL stays on this site",
  fix: "Point the canonical at this site's own address for the page, unless the content really is a copy of the other site's page (syndication); check that no staging or old domain slipped in.",
  messages: {
    otherSite:
      "The canonical {url} is on another site than {host}: search engines will show that page instead of this one.",
  },
  check: ({ head, http }, { notApplicable, report, review }) => {
    // Broader than Lighthouse, which accepts a canonical on any domain: a canonical on another site
    // hands this page's place in search to that site.
    const { urls } = canonicalLinks(head, http)
    const first = urls[0]
    if (first === undefined || urls.length > 1) return notApplicable("No single valid canonical URL.")
    if (isSameSite(first.url, http.finalUrl)) return
    report("otherSite", {
      at: first.link.location,
      subject: linkSubject(first.link),
      url: first.url,
      data: { url: first.url, host: http.url.host },
    })
    return review()
  },
})

import { defineRule, isSameSite } from "@svc/core"
import { canonicalLinks } from "../canonical-links"

export default defineRule({
  id: "canonical-cross-domain",
  part: "google",
  category: "on-page",
  level: "medium",
  requires: ["head", "http"],
  appliesTo: "indexable",
  symptomOf: ["canonical"],
  label: "The canonical URL stays on this site",
  fix: "Point the canonical at this site's own address for the page, unless the content really is a copy of the other site's page (syndication); check that no staging or old domain slipped in.",
  check: ({ head, http }, { notApplicable, pass, review }) => {
    // Broader than Lighthouse, which accepts a canonical on any domain: a canonical on another site
    // hands this page's place in search to that site.
    const { urls } = canonicalLinks(head, http)
    const first = urls[0]
    if (first === undefined || urls.length > 1) return notApplicable("No single valid canonical URL.")
    if (isSameSite(first.url, http.finalUrl)) return pass()
    return review(
      `The canonical ${first.url} (${first.link.where}) is on another site than ${http.url.host}: search engines will show that page instead of this one.`,
      { at: first.link.location },
    )
  },
})

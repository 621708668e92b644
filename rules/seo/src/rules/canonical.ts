import { defineRule } from "@svc/core"
import { canonicalLinks } from "../canonical-links"

export default defineRule({
  id: "canonical",
  part: "google",
  category: "on-page",
  level: "high",
  sameAs: ["canonical"],
  requires: ["head", "http"],
  appliesTo: "indexable",
  label: "The canonical URL is valid",
  fix: 'Declare one canonical URL, absolute (https://…), in a single <link rel="canonical"> in <head> or the Link header: this page\'s own address, or the equivalent page that should rank instead, never just the home page.',
  check: ({ head, http }, { fail, notApplicable, pass }) => {
    // As Lighthouse 12.8.2, in its order.
    const { urls, invalid, relative, hreflangUrls } = canonicalLinks(head, http)
    if (invalid) return fail(`The canonical URL "${invalid.hrefRaw}" (${invalid.where}) is not a valid URL.`)
    if (relative)
      return fail(`The canonical URL "${relative.hrefRaw}" (${relative.where}) is relative, not absolute.`, {
        at: relative.location,
      })
    const [first, ...others] = urls
    if (first === undefined) return notApplicable("The page declares no canonical URL.")
    if (others.length > 0)
      return fail(
        `${urls.length} different canonical URLs conflict: ${urls.map((entry) => `${entry.url} (${entry.link.where})`).join(", ")}.`,
        { at: first.link.location },
      )
    const canonical = new URL(first.url)
    const page = new URL(http.finalUrl)
    if (hreflangUrls.has(page.href) && hreflangUrls.has(canonical.href) && page.href !== canonical.href)
      return fail(
        `The canonical ${canonical.href} is another language version of this page (both are hreflang alternates): each version should be its own canonical.`,
        { at: first.link.location },
      )
    if (canonical.origin === page.origin && canonical.pathname === "/" && page.pathname !== "/")
      return fail(
        `The canonical points to the home page ${canonical.href} instead of an equivalent of ${page.pathname}.`,
        {
          at: first.link.location,
        },
      )
    return pass()
  },
})

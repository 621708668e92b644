import { defineRule } from "@svc/core"
import { canonicalLinks } from "../lib/canonical-links"
import { linkSubject } from "../lib/head-links"

export default defineRule({
  id: "canonical",
  category: "on-page",
  level: "high",
  sameAs: ["canonical"],
  requires: ["head", "http"],
  appliesTo: "indexable",
  label: "The canonical URL is valid",
  fix: 'Declare one canonical URL, absolute (https://…), in a single <link rel="canonical"> in <head> or the Link header: this page\'s own address, or the equivalent page that should rank instead, never just the home page.',
  messages: {
    invalid: 'The canonical URL "{href}" is not a valid URL.',
    relative: 'The canonical URL "{href}" is relative, not absolute.',
    conflicting: "The canonical {url} is one of {count} different canonical URLs the page declares.",
    otherLanguage:
      "The canonical {url} is another language version of this page (both are hreflang alternates): each version should be its own canonical.",
    homePage: "The canonical points to the home page {url} instead of an equivalent of {path}.",
  },
  check: ({ head, http }, { notApplicable, report }) => {
    // As Lighthouse 12.8.2, in its order.
    const { urls, invalid, relative, hreflangUrls } = canonicalLinks(head, http)
    if (invalid)
      return report("invalid", {
        at: invalid.location,
        subject: linkSubject(invalid),
        data: { href: invalid.hrefRaw },
      })
    if (relative)
      return report("relative", {
        at: relative.location,
        subject: linkSubject(relative),
        data: { href: relative.hrefRaw },
      })
    const [first, ...others] = urls
    if (first === undefined) return notApplicable("The page declares no canonical URL.")
    if (others.length > 0) {
      for (const { url, link } of urls)
        report("conflicting", {
          at: link.location,
          subject: linkSubject(link),
          url,
          data: { url, count: urls.length },
        })
      return
    }
    const at = first.link.location
    const subject = linkSubject(first.link)
    const canonical = new URL(first.url)
    const page = new URL(http.finalUrl)
    if (hreflangUrls.has(page.href) && hreflangUrls.has(canonical.href) && page.href !== canonical.href)
      return report("otherLanguage", { at, subject, url: canonical.href, data: { url: canonical.href } })
    if (canonical.origin === page.origin && canonical.pathname === "/" && page.pathname !== "/")
      return report("homePage", {
        at,
        subject,
        url: canonical.href,
        data: { url: canonical.href, path: page.pathname },
      })
  },
})

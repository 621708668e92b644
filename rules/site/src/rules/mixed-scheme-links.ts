import { defineSiteRule } from "@svc/core"

const schemeOf = (url: string): string => url.slice(0, url.indexOf(":")).toLowerCase()

export default defineSiteRule({
  id: "mixed-scheme-links",
  category: "technical",
  level: "medium",
  label: "Internal links use the scheme of the page they are on",
  fix: "Link pages of the site with https:// addresses (or relative ones), never http://, so that no click goes through a redirect or an insecure request.",
  messages: {
    mixed: "Links to {target} with {scheme}:// from a page served over {pageScheme}://",
  },
  check: (site, { report }) => {
    for (const page of site.documents) {
      const pageScheme = schemeOf(page.url)
      for (const link of page.links) {
        const scheme = schemeOf(link.url)
        if (scheme === pageScheme) continue
        report("mixed", {
          url: page.url,
          line: link.line,
          related: [link.url],
          data: { target: link.url, scheme, pageScheme },
        })
      }
    }
  },
})

import { defineRule, shortened } from "@svc/core"
import { pageAddress } from "../lib/links"

export default defineRule({
  id: "links-internal-nofollow",
  category: "on-page",
  level: "low",
  reviewOnly: true,
  requires: ["links"],
  label: "Links within the site are followed",
  fix: 'Remove rel="nofollow" from links to your own pages. To keep a page out of search results use a noindex robots meta tag on that page; to keep crawlers out, use robots.txt.',
  messages: {
    nofollow:
      '<a href="{href}"> leads to this site\'s own page but carries rel="nofollow", so search engines may not crawl or credit it.',
  },
  check: ({ links }, { notApplicable, report, review }) => {
    // Links to a fragment of this same page lead nowhere new; nofollow on them changes nothing.
    const internal = links.filter((link) => link.internal && !link.samePage && pageAddress(link.url) !== null)
    if (internal.length === 0) return notApplicable("The page has no links within the site.")
    const nofollow = internal.filter((link) => link.rel.includes("nofollow"))
    if (nofollow.length === 0) return
    for (const link of nofollow) {
      const href = shortened(link.href ?? "", 100)
      report("nofollow", { at: link.location, subject: href, url: link.url, data: { href } })
    }
    return review()
  },
})

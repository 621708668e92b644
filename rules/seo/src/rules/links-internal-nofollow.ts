import { defineRule } from "@svc/core"
import { count, examples } from "../lib/evidence"
import { anchor, pageAddress } from "../lib/links"

export default defineRule({
  id: "links-internal-nofollow",
  part: "google",
  category: "on-page",
  level: "low",
  requires: ["links"],
  label: "Links within the site are followed",
  fix: 'Remove rel="nofollow" from links to your own pages. To keep a page out of search results use a noindex robots meta tag on that page; to keep crawlers out, use robots.txt.',
  check: ({ links }, { notApplicable, pass, review }) => {
    // Links to a fragment of this same page lead nowhere new; nofollow on them changes nothing.
    const internal = links.filter((link) => link.internal && !link.samePage && pageAddress(link.url) !== null)
    if (internal.length === 0) return notApplicable("The page has no links within the site.")
    const nofollow = internal.filter((link) => link.rel.includes("nofollow"))
    const first = nofollow[0]
    if (first === undefined) return pass()
    return review(
      `${count(nofollow.length, "link")} to this site's own pages carry rel="nofollow", so search engines may not crawl or credit them: ${examples(nofollow.map(anchor))}.`,
      { at: first.location },
    )
  },
})

import { defineSiteRule } from "@svc/core"

/** Pages more clicks than this from the start page are hard to find, for people and crawlers. */
const MAX_CLICKS = 4

export default defineSiteRule({
  id: "click-depth",
  category: "on-page",
  level: "low",
  label: `Every indexable page is at most ${MAX_CLICKS} clicks from the start page`,
  fix: "Link deep pages from higher up: from their section's hub, from the navigation or from related pages, so that none is more than four clicks from the home page.",
  messages: {
    deep: "{url} is {clicks} clicks from the start page",
  },
  check: (site, { report }) => {
    for (const page of site.indexable)
      if (page.depth !== null && page.depth > MAX_CLICKS)
        report("deep", { url: page.url, data: { url: page.url, clicks: page.depth } })
  },
})

import { defineSiteRule } from "@svc/core"
import { loopOf } from "../lib/redirects"

export default defineSiteRule({
  id: "redirect-loop",
  category: "technical",
  level: "high",
  label: "No address of the site redirects in a loop",
  fix: "Break the loop: make one address of the loop answer 200 with the page, and redirect the others straight to it.",
  messages: {
    loop: "{url} redirects in a loop: {loop}",
  },
  check: (site, { report }) => {
    // One loop is one finding, however many of its addresses the crawl asked for.
    const seen = new Set<string>()
    for (const page of site.pages) {
      const loop = loopOf(page)
      if (loop === null) continue
      const key = [...loop].sort().join(" ")
      if (seen.has(key)) continue
      seen.add(key)
      report("loop", {
        url: page.url,
        related: loop.filter((url) => url !== page.url),
        data: { url: page.url, loop: [...loop, loop[0]].join(" → ") },
      })
    }
  },
})

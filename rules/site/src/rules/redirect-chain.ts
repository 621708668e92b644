import { defineSiteRule } from "@svc/core"
import { chainOf, loopOf } from "../lib/redirects"

export default defineSiteRule({
  id: "redirect-chain",
  category: "technical",
  level: "medium",
  label: "Every redirect of the site reaches its target in one hop",
  fix: "Point each redirect, and every link, canonical and sitemap entry, straight at the final address.",
  messages: {
    chain: "{url} takes {hops} redirects to reach {final}: {chain}",
  },
  check: (site, { report }) => {
    for (const page of site.pages) {
      // A loop is redirect-loop's finding; a chain that ends in an error is a broken link's (shortening it fixes nothing).
      if (page.redirects.length < 2 || loopOf(page) !== null) continue
      if (page.status === null || page.status >= 400) continue
      const chain = chainOf(page)
      report("chain", {
        url: page.url,
        related: chain.slice(1),
        data: { url: page.url, hops: page.redirects.length, final: page.finalUrl, chain: chain.join(" → ") },
      })
    }
  },
})

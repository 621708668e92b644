import { defineRule } from "@svc/core"

/** Up to this many hops the chain is worth a look; beyond it crawlers may give up and every visit waits. */
const MAX_REVIEWED_HOPS = 3

export default defineRule({
  id: "redirect-chain",
  category: "technical",
  level: "medium",
  requires: ["http"],
  symptomOf: ["redirect-loop"],
  label: "The page is reached in at most one redirect",
  fix: "Point links, canonicals, sitemap entries and every redirect straight at the final address, so that any old address reaches it in one hop.",
  messages: {
    hop: "Redirect {number} of {count}: {url} answered {status}, to {location}.",
  },
  check: ({ http }, { report, review }) => {
    const hops = http.redirects.length
    if (hops <= 1) return
    for (const [index, hop] of http.redirects.entries())
      report("hop", {
        subject: hop.url,
        url: hop.url,
        data: { number: index + 1, count: hops, url: hop.url, status: hop.status, location: hop.location },
      })
    if (hops <= MAX_REVIEWED_HOPS) return review()
  },
})

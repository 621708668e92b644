import { defineRule } from "@svc/core"
import { chainOf } from "../lib/redirects"

/** Up to this many hops the chain is worth a look; beyond it crawlers may give up and every visit waits. */
const MAX_REVIEWED_HOPS = 3

export default defineRule({
  id: "redirect-chain",
  part: "google",
  category: "technical",
  level: "medium",
  requires: ["http"],
  symptomOf: ["redirect-loop"],
  label: "The page is reached in at most one redirect",
  fix: "Point links, canonicals, sitemap entries and every redirect straight at the final address, so that any old address reaches it in one hop.",
  check: ({ http }, { fail, pass, review }) => {
    const hops = http.redirects.length
    if (hops <= 1) return pass()
    const evidence = `${hops} redirects before the page answered: ${chainOf(http)}.`
    return hops > MAX_REVIEWED_HOPS ? fail(evidence) : review(evidence)
  },
})

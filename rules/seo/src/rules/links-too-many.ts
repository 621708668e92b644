import { defineRule } from "@svc/core"
import { pageAddress } from "../lib/links"

/** SEOnaut's threshold; Google only asks for "a reasonable number" of links per page. */
const MAX_DESTINATIONS = 100

export default defineRule({
  id: "links-too-many",
  category: "on-page",
  level: "low",
  reviewOnly: true,
  requires: ["links"],
  label: "The page links to a manageable number of addresses",
  fix: "Cut the links down to the ones visitors need here: trim mega-menus and footers, paginate long lists, and link to hub pages instead of every item.",
  messages: {
    tooMany:
      "The page links to {total} different addresses ({internal} on this site, {external} elsewhere); beyond {max} each link passes on less and the important ones are harder to find.",
  },
  check: ({ links }, { report, review }) => {
    const internal = new Set<string>()
    const external = new Set<string>()
    for (const link of links) {
      const address = pageAddress(link.url)
      if (address === null) continue
      ;(link.internal ? internal : external).add(address)
    }
    const total = internal.size + external.size
    if (total <= MAX_DESTINATIONS) return
    report("tooMany", {
      data: { total, internal: internal.size, external: external.size, max: MAX_DESTINATIONS },
    })
    return review()
  },
})

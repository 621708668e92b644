import { defineRule } from "@svc/core"

/** 302 Found, 303 See Other and 307 Temporary Redirect: the old address stays the one search engines keep. */
const TEMPORARY = new Set([302, 303, 307])

export default defineRule({
  id: "redirect-temporary",
  category: "technical",
  level: "medium",
  reviewOnly: true,
  requires: ["http"],
  label: "Moved addresses redirect permanently",
  fix: "If the page has moved for good, answer the old address with 301 or 308 instead of 302, 303 or 307, so search engines index the new address and pass its signals on.",
  messages: {
    temporary:
      "{url} answered {status} → {location}: a temporary redirect keeps the old address in the index; fine for a short-lived move, wrong for a permanent one.",
  },
  check: ({ http }, { notApplicable, report, review }) => {
    if (http.redirects.length === 0) return notApplicable("The page was reached without redirects.")
    const temporary = http.redirects.filter((hop) => TEMPORARY.has(hop.status))
    if (temporary.length === 0) return
    for (const hop of temporary)
      report("temporary", {
        subject: hop.url,
        url: hop.url,
        data: { url: hop.url, status: hop.status, location: hop.location },
      })
    return review()
  },
})

import { defineRule } from "@svc/core"

/** More stylesheets than this before the first paint is worth combining. */
const MANY = 3
const BLOCKING_MEDIA = new Set(["", "all", "screen", "only screen"])

export default defineRule({
  id: "render-blocking-stylesheets",
  category: "performance",
  level: "low",
  appliesTo: "served",
  extra: true,
  // Lighthouse measures what these resources cost the first paint in a real browser: its verdict,
  // reported by the experience pack's render-blocking-resources, replaces this static prediction.
  measuredBy: ["render-blocking-resources"],
  requires: ["stylesheets", "http"],
  label: "Few stylesheets, all from the page's own origin, block the first render",
  fix: "Combine stylesheets, inline the CSS the first screen needs, serve fonts' and libraries' CSS from your own origin, and load the rest with media or preload tricks.",
  messages: {
    foreign: "The stylesheet {url} comes from another origin and must load before the first paint.",
    tooMany: "{count} stylesheets must load before the first paint (more than 3).",
  },
  check: ({ stylesheets, http }, { report }) => {
    const blocking = stylesheets.filter(
      (sheet) =>
        !sheet.inline &&
        sheet.inHead &&
        !sheet.disabled &&
        sheet.url !== null &&
        BLOCKING_MEDIA.has((sheet.media ?? "").trim().toLowerCase()),
    )
    // Each other origin costs a DNS lookup, a connection and a TLS handshake before anything shows.
    const foreign = blocking.filter((sheet) => {
      const url = sheet.url ?? ""
      return /^https?:/i.test(url) && new URL(url).origin !== http.url.origin
    })
    for (const sheet of foreign)
      report("foreign", { at: sheet.location, url: sheet.url, data: { url: sheet.url ?? "" } })
    const beyond = blocking[MANY]
    if (beyond !== undefined) report("tooMany", { at: beyond.location, data: { count: blocking.length } })
  },
})

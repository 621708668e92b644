import { defineRule } from "@svc/core"
import { listed } from "../lib/evidence"

/** More stylesheets than this before the first paint is worth combining. */
const MANY = 3
const BLOCKING_MEDIA = new Set(["", "all", "screen", "only screen"])

export default defineRule({
  id: "render-blocking-stylesheets",
  part: "technical",
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
  check: ({ stylesheets, http }, { fail, pass }) => {
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
    const first = foreign[0] ?? blocking[MANY]
    if (first === undefined) return pass()
    const problems = [
      ...(blocking.length > MANY ? [`${blocking.length} stylesheets must load before the first paint`] : []),
      ...(foreign.length > 0
        ? [
            `${foreign.length} come from other origins: ${listed(foreign.map((sheet) => `${sheet.url} (line ${sheet.location.line})`))}`,
          ]
        : []),
    ]
    return fail(`${problems.join("; ")}.`, { at: first.location })
  },
})

import { defineRule } from "@svc/core"

/** Google reads the first 500 KiB of a robots.txt and ignores the rest. */
export const MAX_ROBOTS_BYTES = 500 * 1024

/** The 1-based line in which the limit falls, if the body exceeds it. */
const lineAtLimit = (body: string): number | undefined => {
  const encoder = new TextEncoder()
  let bytes = 0
  let line = 0
  for (const text of body.split("\n")) {
    line++
    bytes += encoder.encode(text).length + 1
    if (bytes > MAX_ROBOTS_BYTES) return line
  }
  return undefined
}

export default defineRule({
  id: "robots-txt-size",
  part: "google",
  category: "technical",
  level: "medium",
  // A site file: it matters whatever this page is, so no `appliesTo`. When robots.txt was not fetched,
  // the engine reports this rule `unavailable` without running it.
  requires: ["robots"],
  label: "robots.txt is small enough to be read whole (at most 500 KiB)",
  fix: "Shorten robots.txt below 500 KiB: group user agents that share rules, use wildcards (*, $) instead of listing every address, and put blocked sections behind one prefix.",
  // What the rule reports, by id: English templates; `{placeholders}` take the data of each report.
  messages: {
    tooLarge: "{url} is {kib} KiB: Google ignores everything after 500 KiB, from line {line} on.",
  },
  check: ({ robots }, { notApplicable, report }) => {
    if (robots.state !== "present") return notApplicable("The site has no robots.txt to measure.")
    const line = lineAtLimit(robots.body)
    if (line === undefined) return // nothing reported: a pass
    // Numbers stay numbers: the engine writes them in the audit's locale (1 024 in Slovak, 1.024 in Spanish).
    const kib = Math.round(new TextEncoder().encode(robots.body).length / 1024)
    report("tooLarge", { subject: robots.url, url: robots.url, data: { url: robots.url, kib, line } })
  },
})

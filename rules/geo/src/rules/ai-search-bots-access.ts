import { defineRule } from "@svc/core"

/** Crawlers that fetch pages for AI search answers with citations (not for model training). */
export const AI_SEARCH_BOTS = ["OAI-SearchBot", "Claude-SearchBot", "PerplexityBot"] as const

export default defineRule({
  id: "ai-search-bots-access",
  part: "ai",
  category: "geo",
  level: "high",
  requires: ["robots", "http"],
  label: "AI search crawlers may fetch the page",
  fix: "Allow the AI search crawlers in robots.txt (e.g. `User-agent: OAI-SearchBot` with `Allow: /`). Block training crawlers such as GPTBot separately if you wish.",
  siteCap: 60,
  check: ({ robots, http }, { fail, pass, review, unavailable }) => {
    if (robots.state === "failed") return unavailable(`robots.txt could not be read: ${robots.reason}.`)
    if (robots.state === "absent") return pass()
    const blocked = AI_SEARCH_BOTS.filter((bot) => robots.isAllowed(http.finalUrl, bot) === false)
    if (blocked.length === 0) return pass()
    const lines = blocked
      .map((bot) => `${bot} (robots.txt line ${robots.matchingLine(http.finalUrl, bot) ?? "?"})`)
      .join(", ")
    if (blocked.length === AI_SEARCH_BOTS.length)
      return fail(`robots.txt blocks every AI search crawler: ${lines}.`)
    return review(`robots.txt blocks some AI search crawlers: ${lines}.`)
  },
})

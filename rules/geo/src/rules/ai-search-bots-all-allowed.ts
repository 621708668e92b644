import { defineRule } from "@svc/core"
import { AI_SEARCH_BOTS } from "../ai-agents"
import { blockedAgents, describeBlocked } from "../robots-access"

export default defineRule({
  id: "ai-search-bots-all-allowed",
  part: "ai",
  category: "geo",
  level: "high",
  appliesTo: "served",
  requires: ["robots", "http"],
  symptomOf: ["ai-search-bots-access"],
  label: "Every AI search crawler may fetch the page",
  fix: "Remove the robots.txt rules that disallow this page for the AI search crawlers listed (or add an `Allow` for them): each one blocked is an answer engine that cannot cite the page.",
  check: ({ robots, http }, { fail, pass, unavailable }) => {
    if (robots.state === "failed") return unavailable(`robots.txt could not be read: ${robots.reason}.`)
    if (robots.state === "absent") return pass()
    const blocked = blockedAgents(robots, http.finalUrl, AI_SEARCH_BOTS)
    if (blocked.length === 0) return pass()
    return fail(
      `robots.txt blocks ${blocked.length} of ${AI_SEARCH_BOTS.length} AI search crawlers from ${http.url.pathname}: ${describeBlocked(blocked)}.`,
    )
  },
})

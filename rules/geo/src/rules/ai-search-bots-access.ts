import { defineRule } from "@svc/core"
import { MAJOR_AI_SEARCH_BOTS } from "../ai-agents"
import { blockedAgents, describeBlocked } from "../robots-access"

export default defineRule({
  id: "ai-search-bots-access",
  part: "ai",
  category: "geo",
  level: "high",
  appliesTo: "served",
  requires: ["robots", "http"],
  label: "AI search can reach the page: robots.txt does not block every major AI search crawler",
  fix: "Allow OAI-SearchBot, Claude-SearchBot and PerplexityBot in robots.txt (a group such as `User-agent: OAI-SearchBot` with `Allow: /`). To keep content out of model training, block GPTBot, ClaudeBot and Google-Extended instead: that does not remove the page from AI answers.",
  siteCap: 60,
  check: ({ robots, http }, { fail, pass, unavailable }) => {
    if (robots.state === "failed") return unavailable(`robots.txt could not be read: ${robots.reason}.`)
    if (robots.state === "absent") return pass()
    const blocked = blockedAgents(robots, http.finalUrl, MAJOR_AI_SEARCH_BOTS)
    if (blocked.length < MAJOR_AI_SEARCH_BOTS.length) return pass()
    return fail(
      `robots.txt blocks every major AI search crawler from ${http.url.pathname}: ${describeBlocked(blocked)}. ChatGPT search, Claude and Perplexity cannot cite the page.`,
    )
  },
})

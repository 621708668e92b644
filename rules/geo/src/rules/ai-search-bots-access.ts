import { defineRule } from "@svc/core"
import { MAJOR_AI_SEARCH_BOTS } from "../lib/ai-agents"
import { blockedItems } from "../lib/robots-access"

export default defineRule({
  id: "ai-search-bots-access",
  category: "geo",
  level: "high",
  appliesTo: "served",
  requires: ["robots", "http"],
  label: "AI search can reach the page: robots.txt does not block every major AI search crawler",
  fix: "Allow OAI-SearchBot, Claude-SearchBot and PerplexityBot in robots.txt (a group such as `User-agent: OAI-SearchBot` with `Allow: /`). To keep content out of model training, block GPTBot, ClaudeBot and Google-Extended instead: that does not remove the page from AI answers.",
  siteCap: 60,
  messages: {
    blocked:
      "robots.txt line {line} (User-agent: {group}) blocks {agent} from {path}, as it blocks every major AI search crawler: ChatGPT search, Claude and Perplexity cannot cite the page.",
  },
  check: ({ robots, http }, { pass, report, unavailable }) => {
    if (robots.state === "failed") return unavailable(`robots.txt could not be read: ${robots.reason}.`)
    if (robots.state === "absent") return pass()
    const blocked = blockedItems(robots, http, MAJOR_AI_SEARCH_BOTS)
    if (blocked.length < MAJOR_AI_SEARCH_BOTS.length) return pass()
    for (const item of blocked) report("blocked", item)
  },
})

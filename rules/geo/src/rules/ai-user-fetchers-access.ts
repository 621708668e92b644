import { defineRule } from "@svc/core"
import { AI_USER_FETCHERS } from "../ai-agents"
import { blockedAgents, describeBlocked } from "../robots-access"

export default defineRule({
  id: "ai-user-fetchers-access",
  part: "ai",
  category: "geo",
  level: "medium",
  appliesTo: "served",
  requires: ["robots", "http"],
  symptomOf: ["ai-search-bots-access"],
  label: "Assistants may open the page when a user asks them to",
  fix: "Allow the user-triggered AI fetchers (ChatGPT-User, Claude-User, Perplexity-User, MistralAI-User, Meta-ExternalFetcher) in robots.txt: they fetch a page only because a person asked an assistant to read it.",
  check: ({ robots, http }, { fail, pass, unavailable }) => {
    if (robots.state === "failed") return unavailable(`robots.txt could not be read: ${robots.reason}.`)
    if (robots.state === "absent") return pass()
    const blocked = blockedAgents(robots, http.finalUrl, AI_USER_FETCHERS)
    if (blocked.length === 0) return pass()
    return fail(
      `robots.txt blocks user-triggered AI fetchers from ${http.url.pathname}: ${describeBlocked(blocked)}. An assistant asked to read this page will refuse or answer without it.`,
    )
  },
})

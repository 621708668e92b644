import { defineRule } from "@svc/core"
import { AI_USER_FETCHERS } from "../lib/ai-agents"
import { blockedItems } from "../lib/robots-access"

export default defineRule({
  id: "ai-user-fetchers-access",
  category: "geo",
  level: "medium",
  appliesTo: "served",
  requires: ["robots", "http"],
  symptomOf: ["ai-search-bots-access"],
  label: "Assistants may open the page when a user asks them to",
  fix: "Allow the user-triggered AI fetchers (ChatGPT-User, Claude-User, Perplexity-User, MistralAI-User, Meta-ExternalFetcher) in robots.txt: they fetch a page only because a person asked an assistant to read it.",
  messages: {
    blocked:
      "robots.txt line {line} (User-agent: {group}) blocks the user-triggered AI fetcher {agent} from {path}: an assistant asked to read this page will refuse or answer without it.",
  },
  check: ({ robots, http }, { pass, report, unavailable }) => {
    if (robots.state === "failed") return unavailable(`robots.txt could not be read: ${robots.reason}.`)
    if (robots.state === "absent") return pass()
    for (const item of blockedItems(robots, http, AI_USER_FETCHERS)) report("blocked", item)
  },
})

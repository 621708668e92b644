import { defineRule } from "@svc/core"
import { AI_SEARCH_BOTS } from "../lib/ai-agents"
import { blockedItems } from "../lib/robots-access"

export default defineRule({
  id: "ai-search-bots-all-allowed",
  category: "geo",
  level: "high",
  appliesTo: "served",
  requires: ["robots", "http"],
  symptomOf: ["ai-search-bots-access"],
  label: "Every AI search crawler may fetch the page",
  fix: "Remove the robots.txt rules that disallow this page for the AI search crawlers listed (or add an `Allow` for them): each one blocked is an answer engine that cannot cite the page.",
  messages: {
    blocked: "robots.txt line {line} (User-agent: {group}) blocks the AI search crawler {agent} from {path}.",
  },
  check: ({ robots, http }, { pass, report, unavailable }) => {
    if (robots.state === "failed") return unavailable(`robots.txt could not be read: ${robots.reason}.`)
    if (robots.state === "absent") return pass()
    for (const item of blockedItems(robots, http, AI_SEARCH_BOTS)) report("blocked", item)
  },
})

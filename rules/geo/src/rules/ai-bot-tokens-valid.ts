import { defineRule } from "@svc/core"
import { KNOWN_AI_AGENTS, KNOWN_AI_TOKENS, MISTAKEN_AI_TOKENS } from "../lib/ai-agents"
import { productToken } from "../lib/robots-access"

const squashed = (token: string): string => token.toLowerCase().replace(/[^a-z0-9]/g, "")
/** Known tokens by their letters and digits only, to catch "ChatGPT User" or "Claude_SearchBot". */
const BY_LETTERS = new Map(KNOWN_AI_AGENTS.map((agent) => [squashed(agent.token), agent.token]))

export default defineRule({
  id: "ai-bot-tokens-valid",
  category: "geo",
  level: "medium",
  requires: ["robots"],
  label: "robots.txt addresses AI crawlers by their real names",
  fix: "Name AI crawlers by their exact product tokens (GPTBot, OAI-SearchBot, ChatGPT-User, ClaudeBot, Claude-SearchBot, PerplexityBot, Google-Extended…): robots.txt matches names exactly, so a group for a name no crawler uses has no effect.",
  messages: {
    unknownToken:
      'robots.txt line {line} "User-agent: {value}" names no AI crawler (meant: {meant}), so its group blocks or allows nothing.',
  },
  check: ({ robots }, { notApplicable, report, unavailable }) => {
    if (robots.state === "failed") return unavailable(`robots.txt could not be read: ${robots.reason}.`)
    if (robots.state === "absent") return notApplicable("The site has no robots.txt.")
    for (const line of robots.lines) {
      if (line.directive !== "user-agent") continue
      const token = productToken(line.value)
      if (token === "" || token === "*" || KNOWN_AI_TOKENS.has(token)) continue
      const meant = MISTAKEN_AI_TOKENS[token] ?? BY_LETTERS.get(squashed(token))
      if (meant !== undefined)
        report("unknownToken", {
          subject: line.value,
          url: robots.url,
          data: { line: line.line, value: line.value, meant },
        })
    }
  },
})

import { defineRule } from "@svc/core"
import { KNOWN_AI_AGENTS, KNOWN_AI_TOKENS, MISTAKEN_AI_TOKENS } from "../ai-agents"
import { productToken } from "../robots-access"

const squashed = (token: string): string => token.toLowerCase().replace(/[^a-z0-9]/g, "")
/** Known tokens by their letters and digits only, to catch "ChatGPT User" or "Claude_SearchBot". */
const BY_LETTERS = new Map(KNOWN_AI_AGENTS.map((agent) => [squashed(agent.token), agent.token]))

export default defineRule({
  id: "ai-bot-tokens-valid",
  part: "ai",
  category: "geo",
  level: "medium",
  requires: ["robots"],
  label: "robots.txt addresses AI crawlers by their real names",
  fix: "Name AI crawlers by their exact product tokens (GPTBot, OAI-SearchBot, ChatGPT-User, ClaudeBot, Claude-SearchBot, PerplexityBot, Google-Extended…): robots.txt matches names exactly, so a group for a name no crawler uses has no effect.",
  check: ({ robots }, { fail, notApplicable, pass, unavailable }) => {
    if (robots.state === "failed") return unavailable(`robots.txt could not be read: ${robots.reason}.`)
    if (robots.state === "absent") return notApplicable("The site has no robots.txt.")
    const mistakes = robots.lines.flatMap((line) => {
      if (line.directive !== "user-agent") return []
      const token = productToken(line.value)
      if (token === "" || token === "*" || KNOWN_AI_TOKENS.has(token)) return []
      const meant = MISTAKEN_AI_TOKENS[token] ?? BY_LETTERS.get(squashed(token))
      return meant === undefined ? [] : [`line ${line.line} "User-agent: ${line.value}" (meant: ${meant})`]
    })
    if (mistakes.length === 0) return pass()
    return fail(
      `robots.txt names AI crawlers that do not exist, so these groups block or allow nothing: ${mistakes.join("; ")}.`,
    )
  },
})

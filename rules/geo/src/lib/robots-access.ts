import type { HttpFacts, RobotsFacts } from "@svc/core"
import type { AiAgent } from "./ai-agents"

type PresentRobots = Extract<RobotsFacts, { state: "present" }>

/** An agent robots.txt keeps away from the page, with the rule that decides it. */
export interface BlockedAgent {
  readonly agent: AiAgent
  readonly line: number | undefined
  /** True when robots.txt has a group naming this agent; false when it falls back to `User-agent: *`. */
  readonly ownGroup: boolean
}

/** The product token as robots.txt matches it: lower-cased, without a version. */
export const productToken = (userAgent: string): string => userAgent.toLowerCase().split("/")[0]?.trim() ?? ""

/** Lower-cased product tokens that have a `User-agent` line of their own. */
export const namedAgents = (robots: PresentRobots): ReadonlySet<string> =>
  new Set(
    robots.lines.filter((line) => line.directive === "user-agent").map((line) => productToken(line.value)),
  )

/** The agents robots.txt disallows for this URL (RFC 9309: the most specific group, longest match). */
export const blockedAgents = (
  robots: PresentRobots,
  url: string,
  agents: ReadonlyArray<AiAgent>,
): BlockedAgent[] => {
  const named = namedAgents(robots)
  return agents
    .filter((agent) => robots.isAllowed(url, agent.token) === false)
    .map((agent) => ({
      agent,
      line: robots.matchingLine(url, agent.token),
      ownGroup: named.has(agent.token.toLowerCase()),
    }))
}

/** What a message about a blocked agent names: the agent, the robots.txt line and the group it falls in. */
export const blockedData = ({ agent, line, ownGroup }: BlockedAgent) => ({
  agent: agent.token,
  line: line ?? "?",
  group: ownGroup ? agent.token : "*",
})

/** One item per agent robots.txt keeps away from the page: the agent, where robots.txt says so, and the page's path. */
export const blockedItems = (robots: PresentRobots, http: HttpFacts, agents: ReadonlyArray<AiAgent>) =>
  blockedAgents(robots, http.finalUrl, agents).map((entry) => ({
    subject: entry.agent.token,
    url: robots.url,
    data: { ...blockedData(entry), path: http.url.pathname },
  }))

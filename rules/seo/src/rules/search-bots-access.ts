import { blockingDirective, defineRule, type Location } from "@svc/core"
import type { CrawlFacts } from "../lib/crawl-access"

/** The crawlers of the search engines most people use, and whether losing one is a failure. */
const SEARCH_BOTS = [
  { bot: "Googlebot", major: true },
  { bot: "Bingbot", major: true },
  { bot: "DuckDuckBot", major: false },
  { bot: "YandexBot", major: false },
  { bot: "Applebot", major: false },
] as const

const messages = {
  meta: '{bot} may not index the page: <meta name="{name}"> says "{directive}".',
  header: '{bot} may not index the page: X-Robots-Tag says "{directive}".',
  robotsTxt: "{bot} may not index the page: robots.txt line {line} says {rule}.",
} as const

type Block =
  | {
      readonly messageId: "meta"
      readonly name: string
      readonly directive: string
      readonly location: Location
    }
  | { readonly messageId: "header"; readonly directive: string }
  | { readonly messageId: "robotsTxt"; readonly line: string; readonly rule: string }

/**
 * What keeps one bot out, read the way search engines read it: every robots meta and every meta named
 * after the bot (names in any case; the most restrictive wins), every X-Robots-Tag group without a bot
 * or for this bot (bot names in any case), and robots.txt.
 */
const blockedBy = (bot: string, { head, http, robots }: CrawlFacts): Block | undefined => {
  const now = Date.parse(http.fetchedAt)
  for (const name of ["robots", bot]) {
    for (const meta of head.metasNamed(name)) {
      const directive = blockingDirective(meta.content ?? "", now)
      if (directive !== undefined)
        return { messageId: "meta", name: meta.name ?? name, directive, location: meta.location }
    }
  }
  for (const group of http.xRobotsTag) {
    if (group.userAgent !== null && group.userAgent.toLowerCase() !== bot.toLowerCase()) continue
    const directive = blockingDirective(group.directives.join(","), now)
    if (directive !== undefined) return { messageId: "header", directive }
  }
  if (robots.state !== "present" || robots.body === "" || robots.isAllowed(http.finalUrl, bot) !== false)
    return undefined
  const line = robots.matchingLine(http.finalUrl, bot)
  const rule = robots.lines.find((entry) => entry.line === line)?.raw.trim() ?? "Disallow"
  return { messageId: "robotsTxt", line: line === undefined ? "?" : String(line), rule }
}

export default defineRule({
  id: "search-bots-access",
  category: "technical",
  level: "high",
  requires: ["head", "http", "robots"],
  appliesTo: "served",
  symptomOf: ["is-crawlable"],
  label: "Every major search engine may index the page",
  fix: 'Give every search engine the same access: remove the bot-specific noindex (<meta name="googlebot">, X-Robots-Tag: bingbot: noindex) or the robots.txt group that disallows this URL for the crawler named in the evidence.',
  messages,
  check: (facts, { report, review }) => {
    let major = false
    let blocked = false
    for (const entry of SEARCH_BOTS) {
      const block = blockedBy(entry.bot, facts)
      if (block === undefined) continue
      blocked = true
      major ||= entry.major
      const { bot } = entry
      if (block.messageId === "meta")
        report("meta", {
          at: block.location,
          subject: bot,
          data: { bot, name: block.name, directive: block.directive },
        })
      else if (block.messageId === "header")
        report("header", { subject: bot, data: { bot, directive: block.directive } })
      else report("robotsTxt", { subject: bot, data: { bot, line: block.line, rule: block.rule } })
    }
    if (blocked && !major) return review()
  },
})

import { blockingDirective, defineRule } from "@svc/core"
import { type CrawlFacts, robotsTxtBlock } from "../crawl-access"

/** The crawlers of the search engines most people use, and whether losing one is a failure. */
const SEARCH_BOTS = [
  { bot: "Googlebot", major: true },
  { bot: "Bingbot", major: true },
  { bot: "DuckDuckBot", major: false },
  { bot: "YandexBot", major: false },
  { bot: "Applebot", major: false },
] as const

/**
 * What keeps one bot out, read the way search engines read it: every robots meta and every meta named
 * after the bot (names in any case; the most restrictive wins), every X-Robots-Tag group without a bot
 * or for this bot (bot names in any case), and robots.txt.
 */
const blockedBy = (bot: string, { head, http, robots }: CrawlFacts): string | undefined => {
  const now = Date.parse(http.fetchedAt)
  for (const name of ["robots", bot]) {
    for (const meta of head.metasNamed(name)) {
      const directive = blockingDirective(meta.content ?? "", now)
      if (directive !== undefined)
        return `<meta name="${meta.name}"> says "${directive}" (line ${meta.location.line})`
    }
  }
  for (const group of http.xRobotsTag) {
    if (group.userAgent !== null && group.userAgent.toLowerCase() !== bot.toLowerCase()) continue
    const directive = blockingDirective(group.directives.join(","), now)
    if (directive !== undefined) return `X-Robots-Tag says "${directive}"`
  }
  return robotsTxtBlock(robots, http.finalUrl, bot)?.text
}

export default defineRule({
  id: "search-bots-access",
  part: "google",
  category: "technical",
  level: "high",
  requires: ["head", "http", "robots"],
  appliesTo: "served",
  symptomOf: ["is-crawlable"],
  label: "Every major search engine may index the page",
  fix: 'Give every search engine the same access: remove the bot-specific noindex (<meta name="googlebot">, X-Robots-Tag: bingbot: noindex) or the robots.txt group that disallows this URL for the crawler named in the evidence.',
  check: (facts, { fail, pass, review }) => {
    const blocked = SEARCH_BOTS.flatMap(({ bot, major }) => {
      const reason = blockedBy(bot, facts)
      return reason === undefined ? [] : [{ bot, major, reason }]
    })
    if (blocked.length === 0) return pass()
    const described = blocked.map((entry) => `${entry.bot}: ${entry.reason}`).join("; ")
    if (blocked.some((entry) => entry.major))
      return fail(`A major search engine may not index the page. ${described}.`)
    return review(`Some search engines may not index the page. ${described}.`)
  },
})

import {
  blockingDirective,
  type HeadFacts,
  type HttpFacts,
  type RobotsFacts,
  separateHeaders,
} from "@svc/core"

/** Where a crawler is told to keep out, for evidence. */
export interface BlockingSource {
  readonly text: string
  readonly location?: { readonly line: number; readonly column: number }
}

export interface CrawlFacts {
  readonly head: HeadFacts
  readonly http: HttpFacts
  readonly robots: RobotsFacts
}

/** The bots Lighthouse's `is-crawlable` checks; `undefined` is the generic robot (`robots` meta, `User-agent: *`). */
export const LIGHTHOUSE_BOTS = [undefined, "Googlebot", "bingbot", "DuckDuckBot", "archive.org_bot"] as const

/** The robots.txt rule that disallows the page for `bot`, when robots.txt was read and has content. */
export const robotsTxtBlock = (
  robots: RobotsFacts,
  url: string,
  bot: string | undefined,
): BlockingSource | undefined => {
  if (robots.state !== "present" || robots.body === "") return undefined
  if (robots.isAllowed(url, bot ?? "*") !== false) return undefined
  const line = robots.matchingLine(url, bot ?? "*")
  const rule = robots.lines.find((entry) => entry.line === line)
  return { text: `robots.txt line ${line ?? "?"}: ${rule?.raw.trim() ?? "Disallow"}` }
}

/** One thing that keeps a crawler out of the index, as a report names it. */
export type IndexBlock =
  | {
      readonly kind: "meta"
      readonly tag: string
      readonly location: { readonly line: number; readonly column: number }
    }
  | { readonly kind: "header"; readonly value: string }
  | { readonly kind: "robotsTxt"; readonly line: number; readonly rule: string }

/**
 * What keeps `bot` out of the index, exactly as Lighthouse 12.8.2's `is-crawlable` reads it: the
 * first `<head>` meta named after the bot (names compared lower-cased but untrimmed), else the first
 * `robots` meta; the `X-Robots-Tag` header when it has no bot prefix or the bot's exact name as
 * prefix (`Googlebot:`, case-sensitive); robots.txt when it disallows the page for the bot.
 */
export const lighthouseBlocks = (
  bot: string | undefined,
  { head, http, robots }: CrawlFacts,
): IndexBlock[] => {
  const now = Date.parse(http.fetchedAt)
  const blocks: IndexBlock[] = []
  const metas = head.metas.filter((meta) => meta.inHead)
  const named = (name: string) => metas.find((meta) => (meta.name ?? "").toLowerCase() === name)
  const meta = (bot === undefined ? undefined : named(bot.toLowerCase())) ?? named("robots")
  if (meta && blockingDirective(meta.content ?? "", now) !== undefined)
    blocks.push({
      kind: "meta",
      tag: `<meta name="${meta.name ?? ""}" content="${meta.content ?? ""}">`,
      location: meta.location,
    })

  // As Lighthouse: each X-Robots-Tag header on its own, addressed to the bot its prefix names, if any.
  for (const header of separateHeaders(http.header("x-robots-tag"))) {
    const prefix = header.match(/^([^,:]+):/)?.[1]
    const addressedTo =
      prefix !== undefined && prefix.toLowerCase() !== "unavailable_after" ? prefix : undefined
    if (addressedTo === undefined || addressedTo === bot) {
      const directives =
        bot !== undefined && header.startsWith(`${bot}:`) ? header.replace(`${bot}:`, "") : header.trim()
      if (blockingDirective(directives, now) !== undefined) blocks.push({ kind: "header", value: header })
    }
  }

  if (robots.state === "present" && robotsTxtBlock(robots, http.finalUrl, bot) !== undefined) {
    const line = robots.matchingLine(http.finalUrl, bot ?? "*")
    const rule = robots.lines.find((entry) => entry.line === line)
    blocks.push({ kind: "robotsTxt", line: line ?? 0, rule: rule?.raw.trim() ?? "Disallow" })
  }
  return blocks
}

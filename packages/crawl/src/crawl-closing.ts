import type { SiteFile } from "@svc/core"
import type { CrawlCounts, Crawls, StoreFailure } from "@svc/store"
import { Effect } from "effect"
import { LLMS_TXT_NOTE } from "./crawl-note-keys"
import { growingUrls } from "./growing-urls"
import { type KnownAnswer, llmsTxtFacts } from "./llms-txt"

/** How a crawl ends: its state, the bound that ended it (null when nothing was left), its counts. */
export interface CrawlEnding {
  readonly state: "done" | "stopped"
  readonly reason: string | null
  readonly counts: CrawlCounts
}

/** What closing a crawl needs of it. */
export interface ClosingContext {
  readonly crawls: Crawls
  readonly crawlId: string
  readonly startUrl: string
  readonly maxDepth: number | null
  readonly keyOf: (url: string) => string | null
  /** The start origin's llms.txt. */
  readonly llmsTxt: Effect.Effect<SiteFile, StoreFailure>
  /** Whether robots.txt of a URL's origin lets svc fetch it (the crawl's origins as it read them, others read once). */
  readonly allowed: (url: string) => Effect.Effect<boolean>
  /** The status of the first answer to a URL the crawl did not fetch, asked without a body; null when none came. */
  readonly ask: (url: string) => Effect.Effect<number | null>
  /** In-scope URLs found deeper than `maxDepth` (so never queued), with their depth. */
  readonly beyondDepth: ReadonlyMap<string, number>
  /** Says a sentence once: kept with the crawl and told as an event. */
  readonly notice: (key: string, message: string) => Effect.Effect<void, StoreFailure>
}

/**
 * What a crawl works out as it ends: the URLs its start origin's llms.txt lists with their answers
 * (kept for the `llms-txt-urls` rule), whether `maxDepth` left URLs out (then the crawl was stopped
 * by it, and says so), and, for a crawl a bound stopped, the URL family that kept it growing (an
 * endless calendar), said with the `--exclude` that leaves it out. Answers how the crawl ends.
 */
export const closeCrawl = (context: ClosingContext, ending: CrawlEnding) =>
  Effect.gen(function* () {
    const { crawls, crawlId } = context
    const origin = new URL(context.startUrl).origin
    const llmsTxt = yield* llmsTxtFacts({
      file: yield* context.llmsTxt,
      keyOf: context.keyOf,
      known: (keys) =>
        Effect.map(
          crawls.frontierRows(crawlId, keys),
          (rows) =>
            new Map(
              rows.flatMap((row): ReadonlyArray<readonly [string, KnownAnswer]> => {
                if (row.status === "blocked") return [[row.url, "blocked"]]
                if (row.page === null) return []
                return [[row.url, { status: row.page.redirects[0]?.status ?? row.page.status }]]
              }),
            ),
        ),
      allowed: context.allowed,
      ask: context.ask,
    })
    if (llmsTxt !== null)
      yield* crawls.setNote(crawlId, { key: LLMS_TXT_NOTE, body: JSON.stringify(llmsTxt) })

    let final = ending
    const beyond = [...context.beyondDepth.keys()]
    const inFrontier = new Set((yield* crawls.frontierRows(crawlId, beyond)).map((row) => row.url))
    const leftOut = beyond.filter((url) => !inFrontier.has(url))
    if (leftOut.length > 0) {
      yield* context.notice(
        "max-depth",
        `${leftOut.length} links lead deeper than the crawl's depth bound (${context.maxDepth} clicks from the start URL) and were not followed, for example ${leftOut.slice(0, 3).join(", ")}.`,
      )
      if (final.state === "done") final = { ...final, state: "stopped", reason: "maxDepth" }
    }
    if (final.state === "stopped") {
      const met = [
        ...(yield* crawls.urlDepths(crawlId)),
        ...leftOut.map((url) => ({ url, depth: context.beyondDepth.get(url) ?? 0 })),
      ]
      const growing = growingUrls(met)
      if (growing !== null)
        yield* context.notice(
          "growing-urls",
          `The crawl kept finding new URLs like ${origin}${growing.pattern}: ${growing.count} of them, the deepest ${growing.deepest} clicks from the start URL, each leading to the next (an endless calendar or filter, most likely). --exclude '${growing.pathGlob}' leaves them out.`,
        )
    }
    return final
  })

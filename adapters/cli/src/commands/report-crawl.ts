import type { Locale } from "@svc/contract"
import { Effect, Option } from "effect"
import type { PlacedCrawlOutcome } from "../crawl/run-crawl"
import type { CliError } from "../errors"
import type { Gate } from "../exit-code"
import { setExitCode } from "../exit-status"
import { Progress } from "../output/progress"
import { say } from "../output/say"
import { stderrStyle, stdoutStyle, writeStderr, writeStdout } from "../output/streams"
import type { Format } from "../report"
import { chosenGate } from "./gate-options"
import { chosenFormat } from "./output-options"

/** What `svc crawl` and `svc result` of a crawl both take: the output and gate options, and the locale. */
export interface CrawlReportOptions {
  readonly json: boolean
  readonly format: Option.Option<Format>
  /** The folder `--csv` wrote pages.csv and links.csv to (a crawl in this process only). */
  readonly csv: Option.Option<string>
  readonly html: Option.Option<string>
  readonly failOn: Option.Option<Gate["failOn"]>
  readonly minScore: Option.Option<number>
  readonly locale: Locale
}

/**
 * Checks the output and gate options before anything runs, then waits for the crawl (`crawled`, told
 * the format so it makes the SARIF log when asked) and prints it: SARIF, the site report as JSON, or
 * the human report; then the files written, and the exit code of the site gate.
 */
export const reportCrawl = <R>(
  options: CrawlReportOptions,
  crawled: (format: Format) => Effect.Effect<PlacedCrawlOutcome, CliError, R>,
) =>
  Effect.gen(function* () {
    const gate = yield* chosenGate(options.failOn, options.minScore)
    const format = yield* chosenFormat(options.json, options.format)
    const { report, sarif, place } = yield* crawled(format)
    const { siteGateFailures } = yield* Effect.promise(() => import("../crawl/crawl-gate"))
    yield* (yield* Progress).clear
    if (sarif !== undefined) yield* writeStdout(`${JSON.stringify(sarif, null, 2)}\n`)
    else if (format === "json") yield* writeStdout(`${JSON.stringify(report, null, 2)}\n`)
    else {
      const { crawlHumanReport } = yield* Effect.promise(() => import("../output/crawl-human"))
      yield* writeStdout(`${crawlHumanReport(report, place, options.locale, stdoutStyle())}\n`)
    }
    if (Option.isSome(options.csv))
      yield* writeStderr(`${say(options.locale, "cli.crawl.saved.csv", { folder: options.csv.value })}\n`)
    if (Option.isSome(options.html))
      yield* writeStderr(`${say(options.locale, "cli.saved.html", { file: options.html.value })}\n`)
    const reasons = siteGateFailures(report, gate.gate, options.locale)
    if (reasons.length > 0 && gate.explicit)
      for (const reason of reasons)
        yield* writeStderr(
          `${stderrStyle().red("svc:")} ${say(options.locale, "cli.gateFailed", { reason })}\n`,
        )
    yield* setExitCode(reasons.length > 0 ? 2 : 0)
  })

import { Args, Command, Options } from "@effect/cli"
import type { BackendSettings } from "@svc/backend"
import { Effect, Option } from "effect"
import { defaultCrawlStore } from "../crawl/crawl-store"
import { crawlTarget } from "../crawl/crawl-target"
import { UsageError } from "../errors"
import { setExitCode } from "../exit-status"
import * as texts from "../help/command-texts"
import { Progress } from "../output/progress"
import { say } from "../output/say"
import { stderrStyle, stdoutStyle, writeStderr, writeStdout } from "../output/streams"
import { localeOption } from "./audit-command"
import { chosenGate, failOnOption, minScoreOption } from "./gate-options"
import { chosenFormat, formatOption } from "./output-options"

/** A whole-number option; its range is the crawl's to check (`settleCrawlOptions`), as for the library. */
const optionalInteger = (name: string) => Options.integer(name).pipe(Options.optional)

const crawlOptions = {
  url: Args.text({ name: "url" }).pipe(Args.optional, Args.withDescription(texts.CRAWL_URL_TEXT)),
  resume: Options.text("resume").pipe(Options.optional, Options.withDescription(texts.CRAWL_RESUME_TEXT)),
  store: Options.text("store").pipe(Options.optional, Options.withDescription(texts.CRAWL_STORE_TEXT)),
  maxPages: optionalInteger("max-pages").pipe(Options.withDescription(texts.CRAWL_MAX_PAGES_TEXT)),
  maxDepth: optionalInteger("max-depth").pipe(Options.withDescription(texts.CRAWL_MAX_DEPTH_TEXT)),
  maxDuration: optionalInteger("max-duration").pipe(Options.withDescription(texts.CRAWL_MAX_DURATION_TEXT)),
  concurrency: optionalInteger("concurrency").pipe(Options.withDescription(texts.CRAWL_CONCURRENCY_TEXT)),
  lighthouseSample: optionalInteger("lighthouse-sample").pipe(
    Options.withDescription(texts.CRAWL_LIGHTHOUSE_SAMPLE_TEXT),
  ),
  // No default here: a resumed crawl keeps its own scope unless one is asked for (the crawl's default is host).
  scope: Options.choice("scope", ["host", "site"]).pipe(
    Options.optional,
    Options.withDescription(texts.CRAWL_SCOPE_TEXT),
  ),
  include: Options.text("include").pipe(Options.repeated, Options.withDescription(texts.CRAWL_INCLUDE_TEXT)),
  exclude: Options.text("exclude").pipe(Options.repeated, Options.withDescription(texts.CRAWL_EXCLUDE_TEXT)),
  dropQuery: Options.boolean("drop-query").pipe(Options.withDescription(texts.CRAWL_DROP_QUERY_TEXT)),
  sitemap: Options.text("sitemap").pipe(Options.repeated, Options.withDescription(texts.CRAWL_SITEMAP_TEXT)),
  query: Options.text("query").pipe(Options.optional, Options.withDescription(texts.QUERY_TEXT)),
  locale: localeOption(texts.LOCALE_TEXT),
  allowPrivate: Options.boolean("allow-private").pipe(Options.withDescription(texts.ALLOW_PRIVATE_TEXT)),
  json: Options.boolean("json").pipe(Options.withDescription(texts.JSON_TEXT)),
  format: formatOption,
  csv: Options.directory("csv").pipe(Options.optional, Options.withDescription(texts.CRAWL_CSV_TEXT)),
  html: Options.file("html").pipe(Options.optional, Options.withDescription(texts.CRAWL_HTML_TEXT)),
  failOn: failOnOption,
  minScore: minScoreOption,
}

/** `svc crawl <url>`: crawls a site in this process, judges it across its pages, prints. */
export const crawlCommand = (mode: BackendSettings) =>
  Command.make("crawl", crawlOptions, (options) =>
    Effect.gen(function* () {
      if (mode._tag === "remote")
        return yield* new UsageError({
          message:
            "svc crawl runs in this process only for now: unset SVC_API_URL (the server crawls through its API, docs/api.md, but svc crawl does not ask it yet).",
        })
      if (Option.isSome(options.url) === Option.isSome(options.resume))
        return yield* new UsageError({
          message: "svc crawl takes a start URL, or --resume with a crawl's id; not both, not neither.",
        })
      if (Option.isSome(options.lighthouseSample) && options.lighthouseSample.value > 0 && !mode.lighthouse)
        return yield* new UsageError({
          message:
            "--lighthouse-sample measures pages with Lighthouse, which SVC_NO_LIGHTHOUSE turns off: unset it.",
        })
      const gate = yield* chosenGate(options.failOn, options.minScore)
      const format = yield* chosenFormat(options.json, options.format)
      const target = Option.isSome(options.url) ? yield* crawlTarget(options.url.value) : undefined
      const folder = target?._tag === "folder" ? Option.some(target.path) : Option.none()
      // A built site on disk is crawled afresh each time: nothing to resume.
      const store = Option.isSome(folder)
        ? ":memory:"
        : Option.getOrElse(options.store, () => defaultCrawlStore())
      const { runCrawl } = yield* Effect.promise(() => import("../crawl/run-crawl"))
      const { siteGateFailures } = yield* Effect.promise(() => import("../crawl/crawl-gate"))
      const { report, sarif } = yield* runCrawl({
        url: options.url,
        folder,
        sarif: format === "sarif",
        resume: options.resume,
        store,
        allowPrivate: options.allowPrivate,
        locale: options.locale,
        csv: options.csv,
        html: options.html,
        options: {
          scope: Option.getOrUndefined(options.scope),
          include: options.include,
          exclude: options.exclude,
          dropQuery: options.dropQuery,
          sitemaps: options.sitemap,
          maxPages: Option.getOrUndefined(options.maxPages),
          maxDepth: Option.getOrUndefined(options.maxDepth),
          maxDurationMs: Option.getOrUndefined(Option.map(options.maxDuration, (seconds) => seconds * 1000)),
          concurrency: Option.getOrUndefined(options.concurrency),
          lighthouseSample: Option.getOrUndefined(options.lighthouseSample),
          query: Option.getOrUndefined(options.query),
          locale: options.locale,
        },
      })
      yield* (yield* Progress).clear
      if (sarif !== undefined) yield* writeStdout(`${JSON.stringify(sarif, null, 2)}\n`)
      else if (format === "json") yield* writeStdout(`${JSON.stringify(report, null, 2)}\n`)
      else {
        const { crawlHumanReport } = yield* Effect.promise(() => import("../output/crawl-human"))
        yield* writeStdout(`${crawlHumanReport(report, store, options.locale, stdoutStyle())}\n`)
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
    }),
  ).pipe(Command.withDescription(texts.CRAWL_TEXT))

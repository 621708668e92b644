import { Args, Command, Options } from "@effect/cli"
import type { BackendSettings } from "@svc/backend"
import { AuditId } from "@svc/contract"
import { Effect, Option, Schema } from "effect"
import type { RemoteSettings } from "../audits"
import { defaultCrawlStore } from "../crawl/crawl-store"
import { crawlTarget } from "../crawl/crawl-target"
import { localOnlyRefusal } from "../crawl/local-only-options"
import { UsageError } from "../errors"
import * as texts from "../help/command-texts"
import type { CrawlPlace } from "../output/crawl-human"
import type { Format } from "../report"
import { localeOption } from "./audit-command"
import { failOnOption, minScoreOption } from "./gate-options"
import { formatOption } from "./output-options"
import { reportCrawl } from "./report-crawl"

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

type CrawlCommandOptions = Command.Command.ParseConfig<typeof crawlOptions>

/** What a crawl is asked to be, here or on a server: its bounds, scope, globs, phrase and language. */
const crawlBounds = (options: CrawlCommandOptions) => ({
  maxPages: Option.getOrUndefined(options.maxPages),
  maxDepth: Option.getOrUndefined(options.maxDepth),
  scope: Option.getOrUndefined(options.scope),
  include: options.include,
  exclude: options.exclude,
  dropQuery: options.dropQuery,
  query: Option.getOrUndefined(options.query),
  locale: options.locale,
})

/** A crawl in this process, its frontier in a store (or in memory for a built site on disk). */
const crawlHere = (
  mode: Extract<BackendSettings, { _tag: "embedded" }>,
  options: CrawlCommandOptions,
  format: Format,
) =>
  Effect.gen(function* () {
    if (Option.isSome(options.lighthouseSample) && options.lighthouseSample.value > 0 && !mode.lighthouse)
      return yield* new UsageError({
        message:
          "--lighthouse-sample measures pages with Lighthouse, which SVC_NO_LIGHTHOUSE turns off: unset it.",
      })
    const target = Option.isSome(options.url) ? yield* crawlTarget(options.url.value) : undefined
    const folder = target?._tag === "folder" ? Option.some(target.path) : Option.none()
    // A built site on disk is crawled afresh each time: nothing to resume.
    const store = Option.isSome(folder)
      ? ":memory:"
      : Option.getOrElse(options.store, () => defaultCrawlStore())
    const { runCrawl } = yield* Effect.promise(() => import("../crawl/run-crawl"))
    const outcome = yield* runCrawl({
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
        ...crawlBounds(options),
        sitemaps: options.sitemap,
        maxDurationMs: Option.getOrUndefined(Option.map(options.maxDuration, (seconds) => seconds * 1000)),
        concurrency: Option.getOrUndefined(options.concurrency),
        lighthouseSample: Option.getOrUndefined(options.lighthouseSample),
      },
    })
    return { ...outcome, place: { _tag: "store", store } satisfies CrawlPlace }
  })

/** The options that set a new crawl's bounds: a crawl picked up on a server keeps those it began with. */
const boundsGiven = (options: CrawlCommandOptions): boolean =>
  Option.isSome(options.maxPages) ||
  Option.isSome(options.maxDepth) ||
  Option.isSome(options.scope) ||
  Option.isSome(options.query) ||
  options.include.length > 0 ||
  options.exclude.length > 0 ||
  options.dropQuery

/** A crawl on the svc server of SVC_API_URL: started with the options the API takes, or picked up by id. */
const crawlOnServer = (mode: RemoteSettings, options: CrawlCommandOptions, format: Format) =>
  Effect.gen(function* () {
    const refusal = localOnlyRefusal(options)
    if (refusal !== undefined) return yield* new UsageError({ message: refusal })
    if (Option.isSome(options.resume) && !Schema.is(AuditId)(options.resume.value))
      return yield* new UsageError({
        message: `${options.resume.value} is not the id of a crawl on the server (a UUID).`,
      })
    if (Option.isSome(options.resume) && boundsGiven(options))
      return yield* new UsageError({
        message:
          "svc crawl --resume picks up a crawl on the server as it was started: its bounds, scope and phrase cannot change.",
      })
    if (Option.isSome(options.url) && (yield* crawlTarget(options.url.value))._tag === "folder")
      return yield* new UsageError({
        message: "A built site on disk is crawled in this process only: unset SVC_API_URL to crawl it here.",
      })
    const { runRemoteCrawl } = yield* Effect.promise(() => import("../crawl/run-remote-crawl"))
    return yield* runRemoteCrawl(mode, {
      crawl: Option.isSome(options.resume)
        ? { _tag: "pick-up", id: options.resume.value }
        : {
            _tag: "start",
            request: { url: Option.getOrElse(options.url, () => ""), ...crawlBounds(options) },
          },
      locale: options.locale,
      html: options.html,
      sarif: format === "sarif",
    })
  })

/** `svc crawl <url>`: crawls a site in this process or on the server of SVC_API_URL, judges it across its pages, prints. */
export const crawlCommand = (mode: BackendSettings) =>
  Command.make("crawl", crawlOptions, (options) =>
    Effect.gen(function* () {
      if (Option.isSome(options.url) === Option.isSome(options.resume))
        return yield* new UsageError({
          message: "svc crawl takes a start URL, or --resume with a crawl's id; not both, not neither.",
        })
      return yield* reportCrawl(options, (format) =>
        mode._tag === "remote" ? crawlOnServer(mode, options, format) : crawlHere(mode, options, format),
      )
    }),
  ).pipe(Command.withDescription(texts.CRAWL_TEXT))

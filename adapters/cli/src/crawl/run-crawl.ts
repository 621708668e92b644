import { mkdir, open, writeFile } from "node:fs/promises"
import { join } from "node:path"
import type { Locale } from "@svc/contract"
import { CSV_SEPARATOR_LINE, csvCell, csvDocument } from "@svc/core"
import { SVC_VERSION } from "@svc/core/version"
import type { CrawlEvent, CrawlOptions, SiteReport } from "@svc/crawl"
import { Effect, Option, Stream } from "effect"
import { type CliError, FileFailure, Refused, SetupError } from "../errors"
import type { CrawlPlace } from "../output/crawl-human"
import { Progress } from "../output/progress"
import type { SarifLog } from "../output/sarif"
import { say } from "../output/say"
import { crawlSarif } from "./crawl-sarif"
import { prepareCrawlStore } from "./crawl-store"
import { serveFolder } from "./site-folder"
import { writeSiteHtml } from "./site-html"

/** What `svc crawl` asks of a crawl in this process. */
export interface CrawlAsk {
  /** The start URL; none with `resume`. */
  readonly url: Option.Option<string>
  readonly resume: Option.Option<string>
  readonly store: string
  readonly options: CrawlOptions
  readonly allowPrivate: boolean
  readonly locale: Locale
  readonly csv: Option.Option<string>
  /** Where to write the site report in HTML. */
  readonly html: Option.Option<string>
  /** A built site on disk to crawl instead of a URL: a start file or its folder (served on 127.0.0.1). */
  readonly folder: Option.Option<string>
  /** Make the SARIF log of the crawl too. */
  readonly sarif: boolean
}

/** What a crawl gave: the site report, and its SARIF log when asked for. */
export interface CrawlOutcome {
  readonly report: SiteReport
  readonly sarif: SarifLog | undefined
}

/** A crawl's outcome with where it ran, which its human report names. */
export interface PlacedCrawlOutcome extends CrawlOutcome {
  readonly place: CrawlPlace
}

const PRIVATE_HINT = " svc crawl --allow-private crawls localhost and private addresses."

const progressText = (event: CrawlEvent, url: string, locale: Locale): string | undefined => {
  switch (event.type) {
    case "started":
      return say(locale, "cli.crawl.starting", { url: event.startUrl })
    case "page":
      return say(locale, "cli.crawl.progress", {
        url,
        done: event.counts.done,
        queued: event.counts.queued + event.counts.leased,
        failed: event.counts.failed,
        rate: event.pagesPerSecond.toFixed(1),
      })
    case "retry":
      return say(locale, "cli.crawl.waiting", {
        seconds: Math.ceil(event.waitMs / 1000),
        host: event.host,
        reason: event.reason,
      })
    default:
      return undefined
  }
}

/** pages.csv and links.csv of the crawl in `folder`: the pages row by row, the links streamed from the store. */
const writeCsv = <E, R>(
  report: SiteReport,
  folder: string,
  links: Stream.Stream<ReadonlyArray<string | number | boolean | null>, E, R>,
) =>
  Effect.gen(function* () {
    yield* Effect.tryPromise(() => mkdir(folder, { recursive: true }))
    yield* Effect.tryPromise(() =>
      writeFile(
        join(folder, "pages.csv"),
        csvDocument(
          [
            "url",
            "final_url",
            "status",
            "http_status",
            "failure",
            "depth",
            "in_sitemap",
            "indexable",
            "title",
            "score",
            "link_score",
            "failed_checks",
          ],
          report.pages.map((page) => [
            page.url,
            page.finalUrl,
            page.status,
            page.httpStatus,
            page.code,
            page.depth,
            page.inSitemap,
            page.indexable,
            page.title,
            page.score,
            page.linkScore,
            page.failed,
          ]),
        ),
      ),
    )
    const file = yield* Effect.acquireRelease(
      Effect.tryPromise(() => open(join(folder, "links.csv"), "w")),
      (handle) => Effect.promise(() => handle.close()),
    )
    const line = (cells: ReadonlyArray<string | number | boolean | null>) =>
      `${cells.map(csvCell).join(",")}\r\n`
    yield* Effect.tryPromise(() =>
      file.write(`${CSV_SEPARATOR_LINE}\r\n${line(["from", "to", "anchor", "nofollow", "line"])}`),
    )
    yield* Stream.runForEach(links, (row) => Effect.tryPromise(() => file.write(line(row))))
  }).pipe(
    Effect.scoped,
    Effect.mapError(
      (error) =>
        new FileFailure({
          message: `Could not write the CSV files to ${folder}: ${error instanceof Error ? error.message : String(error)}`,
        }),
    ),
  )

/**
 * Runs a crawl in this process with its frontier in `ask.store`, the progress on the terminal, then
 * judges the site: the report, and the CSV files when asked for.
 */
export const runCrawl = (ask: CrawlAsk): Effect.Effect<CrawlOutcome, CliError, Progress> =>
  Effect.gen(function* () {
    const progress = yield* Progress
    // The crawler, the auditor and the store load only when a crawl runs.
    const crawl = yield* Effect.promise(() => import("@svc/crawl"))
    // This process is the crawl's: its heap kept near what it holds (flat with the site's size).
    crawl.boundHeapGrowth()
    yield* Effect.try({
      try: () => prepareCrawlStore(ask.store),
      catch: (error) =>
        new SetupError({
          message: `Could not make the folder of the crawl store ${ask.store}: ${String(error)}`,
        }),
    })
    const label = Option.getOrElse(ask.url, () => ask.store)
    const program = Effect.gen(function* () {
      const crawler = yield* crawl.Crawler
      let crawlId = Option.getOrElse(ask.resume, () => "")
      const served = Option.isSome(ask.folder) ? yield* serveFolder(ask.folder.value) : undefined
      // A resumed crawl takes the bounds asked for now; the rest of its options stay as it began.
      const start = Option.isSome(ask.resume)
        ? { resume: ask.resume.value, options: ask.options }
        : { url: served?.startUrl ?? Option.getOrElse(ask.url, () => ""), options: ask.options }
      yield* Stream.runForEach(crawler.crawl(start), (event) => {
        if (event.type === "started") crawlId = event.crawlId
        const text = progressText(event, event.type === "started" ? event.startUrl : label, ask.locale)
        return text === undefined ? Effect.void : progress.show(text)
      })
      const report = yield* crawl.siteReport(crawlId, ask.locale)
      if (Option.isSome(ask.csv)) {
        const rows = Stream.map(
          crawl.crawlLinks(crawlId),
          (link) => [link.from, link.to, link.anchor, link.nofollow, link.line] as const,
        )
        yield* writeCsv(report, ask.csv.value, rows)
      }
      if (Option.isSome(ask.html))
        yield* writeSiteHtml(report, ask.html.value, ask.locale, crawl.finishedCrawlPages(crawlId))
      const sarif = ask.sarif
        ? yield* crawlSarif(report, crawl.finishedCrawlPages(crawlId), served, SVC_VERSION)
        : undefined
      return { report, sarif }
    })
    return yield* program.pipe(
      Effect.scoped,
      Effect.provide(
        crawl.crawlLayer({
          database: ask.store,
          // A built site on disk is served on 127.0.0.1, and only that server is in the crawl's scope.
          allowPrivateTargets: ask.allowPrivate || Option.isSome(ask.folder),
          // Chromium only for a Lighthouse sample; started on its first measurement, reused for the rest.
          performance: (ask.options.lighthouseSample ?? 0) > 0,
          allowUnfencedChromium: true,
        }),
      ),
      Effect.catchTags({
        InvalidRequest: (error) =>
          Effect.fail(new Refused({ code: "invalid_request", message: error.message })),
        NotPublic: (error) =>
          Effect.fail(
            new Refused({
              code: "invalid_request",
              message: `${error.message}${ask.allowPrivate ? "" : PRIVATE_HINT}`,
            }),
          ),
      }),
      Effect.catchAll((error) =>
        Effect.fail(
          error instanceof FileFailure || error instanceof Refused
            ? error
            : new SetupError({
                message: `The crawl store ${ask.store} failed: ${"message" in error ? String(error.message) : String(error)}`,
              }),
        ),
      ),
      Effect.ensuring(progress.clear),
    )
  })

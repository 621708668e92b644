import { Crawler, CrawlerLive, type CrawlerService, type SettledCrawlOptions, siteReport } from "@svc/crawl"
import { Crawls } from "@svc/store"
import { Clock, Context, Duration, Effect, Layer, Option, Schedule, Stream } from "effect"
import { ServerSettings } from "../config/server-config"
import { crawlJudgementOf } from "./crawl-judgement"

/** How often a process looks for crawls of API audits to help with, and for ended ones left unjudged. */
const LOOK_EVERY_MS = 1_000
/** The most crawls one process works on at once (each with its hosts' request slots). */
const CRAWLS_AT_ONCE = 4
/**
 * An ended crawl is judged by the process that ended it, at once; one still unjudged this long after
 * its end lost that process (killed while judging), and any process judges it.
 */
const ORPHAN_JUDGEMENT_MS = 30_000

/**
 * The crawls of API audits (issue 34), run by every process with workers beside the page queue: each
 * running crawl is joined (`Crawler.crawl({ resume })`: the frontier, its leases and the per-host
 * limits are in the store, so any number of processes share one crawl), and the crawl is judged once
 * when it ends — by the process whose run ended it, or, when that process died first, by any process.
 */
const runCrawls = (crawler: CrawlerService, crawls: Crawls) =>
  Effect.gen(function* () {
    const active = new Set<string>()

    const judge = (crawlId: string) =>
      Effect.gen(function* () {
        const record = yield* crawls.get(crawlId)
        if (Option.isNone(record)) return
        // Before the audit is complete: its pages list the redirects the crawl stopped at too.
        yield* crawls.appendRedirectsAnsweredApart(crawlId)
        const report = yield* siteReport(crawlId).pipe(Effect.provideService(Crawls, crawls))
        const counts = yield* crawls.counts(crawlId)
        const budget = (record.value.options as Partial<SettledCrawlOptions>).maxPages ?? 0
        const stored = yield* crawls.recordJudgement(
          crawlId,
          crawlJudgementOf(report, budget, counts.blocked),
        )
        if (stored)
          yield* Effect.logInfo("crawl judged").pipe(
            Effect.annotateLogs({ crawlId, pages: report.pages.length, findings: report.findings.length }),
          )
      })

    const join = (crawlId: string) =>
      crawler.crawl({ resume: crawlId }).pipe(
        Stream.runForEach((event) =>
          event.type === "finished" && event.endedHere
            ? Effect.zipRight(
                Effect.logInfo("crawl ended").pipe(
                  Effect.annotateLogs({ crawlId, state: event.state, reason: event.reason ?? "" }),
                ),
                judge(crawlId),
              )
            : Effect.void,
        ),
        Effect.catchAll((failure) =>
          Effect.logWarning("crawl run failed; the next look joins it again").pipe(
            Effect.annotateLogs({ crawlId, error: failure.message }),
          ),
        ),
        Effect.ensuring(Effect.sync(() => active.delete(crawlId))),
      )

    const look = Effect.gen(function* () {
      for (const crawlId of yield* crawls.runningAuditCrawls) {
        if (active.has(crawlId) || active.size >= CRAWLS_AT_ONCE) continue
        active.add(crawlId)
        yield* Effect.forkScoped(join(crawlId))
      }
      const now = yield* Clock.currentTimeMillis
      for (const crawlId of yield* crawls.unjudgedAuditCrawls(now - ORPHAN_JUDGEMENT_MS))
        if (!active.has(crawlId)) yield* judge(crawlId)
    }).pipe(
      Effect.catchAll((failure) =>
        Effect.logWarning("looking for crawls failed").pipe(Effect.annotateLogs({ error: failure.message })),
      ),
    )
    yield* Effect.forkScoped(Effect.repeat(look, Schedule.spaced(Duration.millis(LOOK_EVERY_MS))))
  })

/** The crawls of API audits in a process with workers (none with `--workers 0`). */
export const CrawlRunnerLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const settings = yield* ServerSettings
    if (settings.workers === 0) return
    const crawls = yield* Crawls
    const crawler = Context.get(
      yield* Layer.build(
        CrawlerLive({
          policy: { allowPrivateTargets: settings.allowPrivateTargets },
          leaseMs: settings.leaseSeconds * 1_000,
        }),
      ),
      Crawler,
    )
    yield* runCrawls(crawler, crawls)
  }),
)

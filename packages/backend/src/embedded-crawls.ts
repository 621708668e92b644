import { randomUUID } from "node:crypto"
import type { AuditorService } from "@svc/audit"
import { QueueFull, Unavailable, Unreachable } from "@svc/contract"
import { Deferred, Duration, Effect, Option, type Scope, Stream } from "effect"
import type { BackendFailure } from "./audit-backend"
import type { CrawlCalls, CrawlProgress, CrawlStart } from "./crawl-calls"
import { notStartedHere, outcomeWithin } from "./outcome-within"
import { PageFailed } from "./page-failed"

/** Crawls running at once in one process: each fetches up to 2 pages at a time. */
const MAX_RUNNING_CRAWLS = 2
const RETRY_WHEN_FULL_SECONDS = 60
/** Finished crawls kept for later waits: a site report holds a row per page. */
const KEEP_FINISHED = 10

type CompleteCrawl = Extract<CrawlProgress, { status: "complete" }>

interface RunningCrawl {
  done: number
  queued: number
  readonly outcome: Deferred.Deferred<CompleteCrawl, BackendFailure>
  finished: boolean
}

/**
 * Crawls in this process with `@svc/crawl`, each with its frontier in an in-memory store, audited by
 * the backend's own Auditor (static: a crawl asks no Lighthouse), kept by id in memory like the
 * embedded audits. A crawl runs in `scope`: when it
 * closes, running crawls are interrupted. The start answers once the crawl accepted its start URL.
 */
export const embeddedCrawls = (
  scope: Scope.Scope,
  auditor: AuditorService,
  options: { readonly allowPrivateTargets: boolean; readonly processName: string },
): CrawlCalls => {
  const crawls = new Map<string, RunningCrawl>()
  const forget = () => {
    const finished = [...crawls].filter(([, crawl]) => crawl.finished)
    for (const [id] of finished.slice(0, Math.max(0, finished.length - KEEP_FINISHED))) crawls.delete(id)
  }

  const start = (request: CrawlStart): Effect.Effect<string, BackendFailure> =>
    Effect.gen(function* () {
      if ([...crawls.values()].filter((crawl) => !crawl.finished).length >= MAX_RUNNING_CRAWLS)
        return yield* new QueueFull({
          message: `${MAX_RUNNING_CRAWLS} crawls are already running in ${options.processName}.`,
          retryAfter: RETRY_WHEN_FULL_SECONDS,
        })
      const crawl = yield* Effect.promise(() => import("@svc/crawl"))
      const id = randomUUID()
      const accepted = yield* Deferred.make<void, BackendFailure>()
      const entry: RunningCrawl = {
        done: 0,
        queued: 1,
        outcome: yield* Deferred.make<CompleteCrawl, BackendFailure>(),
        finished: false,
      }
      const program = Effect.gen(function* () {
        const crawler = yield* crawl.Crawler
        let crawlId = ""
        yield* Stream.runForEach(
          crawler.crawl({
            url: request.url,
            options: {
              maxPages: request.maxPages,
              maxDepth: request.maxDepth,
              scope: request.scope,
              include: request.include,
              exclude: request.exclude,
              dropQuery: request.dropQuery,
              query: request.query,
              locale: request.locale,
            },
          }),
          (event) =>
            Effect.gen(function* () {
              if (event.type === "started") {
                crawlId = event.crawlId
                yield* Deferred.succeed(accepted, undefined)
              }
              if (event.type === "page") {
                entry.done = event.counts.done + event.counts.failed
                entry.queued = event.counts.queued + event.counts.leased
              }
            }),
        )
        return yield* crawl.siteReport(crawlId, request.locale)
      }).pipe(
        Effect.provide(
          crawl.crawlLayer({
            database: ":memory:",
            allowPrivateTargets: options.allowPrivateTargets,
            auditor,
          }),
        ),
        Effect.mapError((error): BackendFailure => {
          if (error._tag === "InvalidRequest") return error
          if (error._tag === "NotPublic") return new Unreachable({ message: error.message, host: error.host })
          return new Unavailable({
            message: `The crawl's store failed: ${error.message}`,
            retryAfter: RETRY_WHEN_FULL_SECONDS,
          })
        }),
        Effect.catchAllDefect((defect) =>
          Effect.logError(`the crawl ${id} of ${request.url} failed: ${String(defect)}`).pipe(
            Effect.zipRight(
              Effect.fail<BackendFailure>(
                new PageFailed({ message: "The crawl failed because of a fault of svc.", code: "internal" }),
              ),
            ),
          ),
        ),
      )
      yield* program.pipe(
        Effect.exit,
        Effect.flatMap((exit) =>
          exit._tag === "Success"
            ? Deferred.succeed(entry.outcome, { status: "complete", id, report: exit.value })
            : Effect.zipRight(
                // A crawl refused before it began fails its start; one that failed later, its wait.
                Deferred.failCause(accepted, exit.cause),
                Deferred.failCause(entry.outcome, exit.cause),
              ),
        ),
        Effect.ensuring(
          Effect.sync(() => {
            entry.finished = true
            forget()
          }),
        ),
        Effect.forkIn(scope),
      )
      crawls.set(id, entry)
      yield* Deferred.await(accepted).pipe(Effect.tapErrorCause(() => Effect.sync(() => crawls.delete(id))))
      return id
    })

  const wait = (id: string, within: Option.Option<number>): Effect.Effect<CrawlProgress, BackendFailure> => {
    const entry = crawls.get(id)
    if (entry === undefined)
      return Effect.fail(notStartedHere({ kind: "crawl", id, processName: options.processName }))
    return outcomeWithin(
      entry.outcome,
      entry.finished,
      within,
      (): CrawlProgress => ({ status: "running", id, done: entry.done, queued: entry.queued }),
    )
  }

  return {
    start,
    wait: (id, waitOptions = {}) =>
      wait(id, Option.map(Option.fromNullable(waitOptions.within), Duration.toMillis)),
  }
}

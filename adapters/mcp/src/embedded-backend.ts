import { randomUUID } from "node:crypto"
import { Auditor, type FetchError, pageFailureOf, Unreachable } from "@svc/audit"
import { decodeAuditRequest, MAX_URLS, NotFound, QueueFull, type Result } from "@svc/contract"
import { Cause, Deferred, Effect, Exit, Layer, Option } from "effect"
import { AuditsInMemory } from "./audits-in-memory"
import { AuditBackend, type AuditProgress } from "./backend"
import { logLine } from "./log"
import { PageFailed, type ToolFailure } from "./tool-failure"

/** How the embedded backend treats targets and keeps audits. */
export interface EmbeddedOptions {
  /** Audit loopback and private addresses too: for tests and local development only. */
  readonly allowPrivateTargets: boolean
  /** Finished audits kept for get_audit_result and svc_report_pdf (running ones are always kept). */
  readonly keepFinished?: number
}

/** The start call's fetch deadline, as the server's (decision 15). */
const START_FETCH_DEADLINE_MS = 10_000
/** Audits running at once in one process: the per-key limit of the API (decision 2). */
const MAX_RUNNING = MAX_URLS
/** Seconds to wait when that limit is reached: an embedded audit usually takes a few seconds. */
const RETRY_WHEN_FULL_SECONDS = 5
const DEFAULT_KEEP_FINISHED = 100

/**
 * A target that cannot be fetched, as the start call of the API answers it: an unreachable or
 * non-public target is `unreachable` with its host; a page that answered but cannot be audited (too
 * slow, too large, not HTML, redirected into a private network) is a failed page with its code.
 */
const startFailureOf = (error: FetchError): ToolFailure => {
  if (error._tag === "InvalidRequest" || error._tag === "Unreachable") return error
  if (error._tag === "NotPublic" && !error.redirected)
    return new Unreachable({ message: error.message, host: error.host })
  const failure = pageFailureOf(error)
  return new PageFailed({ message: failure.error, code: failure.code })
}

const notFound = (id: string) =>
  new NotFound({
    message: `No audit with id "${id}" was started by this svc MCP server (embedded audits live only as long as the server process).`,
  })

/**
 * Audits in this process with the Auditor, kept by id in memory; their PDFs rendered here. Audits run
 * in the layer's scope: when it closes (the client left), the running ones are interrupted before the
 * Auditor's own resources (Chromium) are released.
 */
export const embeddedBackend = (options: EmbeddedOptions): Layer.Layer<AuditBackend, never, Auditor> =>
  Layer.scoped(
    AuditBackend,
    Effect.gen(function* () {
      const scope = yield* Effect.scope
      const auditor = yield* Auditor
      // The PDF renderer is loaded (and its fonts read) for the first PDF asked for, then kept.
      const renderer = yield* Effect.cached(
        Effect.promise(() => import("@svc/pdf")).pipe(
          Effect.flatMap(({ ReportRenderer, ReportRendererLive }) =>
            Effect.provide(ReportRenderer, ReportRendererLive),
          ),
        ),
      )
      const audits = new AuditsInMemory(options.keepFinished ?? DEFAULT_KEEP_FINISHED)
      const policy = { allowPrivateTargets: options.allowPrivateTargets }

      const wait = (id: string, withinMs: number): Effect.Effect<AuditProgress, ToolFailure> =>
        Effect.gen(function* () {
          const entry = audits.get(id)
          if (entry === undefined) return yield* notFound(id)
          const outcome = entry.finished
            ? Option.some(yield* Deferred.await(entry.outcome))
            : yield* Deferred.await(entry.outcome).pipe(Effect.timeoutOption(Math.max(0, withinMs)))
          return Option.match(outcome, {
            onNone: (): AuditProgress => ({ status: "running", id }),
            onSome: (result): AuditProgress => ({ status: "complete", id, result }),
          })
        })

      return AuditBackend.of({
        describe: `embedded (audits run in this process${options.allowPrivateTargets ? ", private targets allowed" : ""})`,
        start: ({ url, query, locale }) =>
          Effect.gen(function* () {
            const request = yield* decodeAuditRequest(
              { url, ...(query === undefined ? {} : { query }), ...(locale === undefined ? {} : { locale }) },
              policy,
            )
            if (audits.running() >= MAX_RUNNING) {
              return yield* new QueueFull({
                message: `${MAX_RUNNING} audits are already running in this svc MCP server.`,
                retryAfter: RETRY_WHEN_FULL_SECONDS,
              })
            }
            const target = request.urls[0] ?? url
            const page = yield* auditor
              .fetchPage(target, { deadlineMs: START_FETCH_DEADLINE_MS })
              .pipe(Effect.mapError(startFailureOf))
            const id = randomUUID()
            const outcome = yield* Deferred.make<Result, PageFailed>()
            const entry = audits.add(id, outcome)
            yield* auditor.auditPage(page, { query: request.query, locale: request.locale }).pipe(
              Effect.mapError((failure) => {
                const { error, code } = failure.pageFailure
                return new PageFailed({ message: error, code })
              }),
              Effect.exit,
              Effect.flatMap((exit) => {
                if (Exit.isSuccess(exit)) return Deferred.done(outcome, exit)
                const failed = Cause.failureOption(exit.cause)
                if (Option.isSome(failed)) return Deferred.fail(outcome, failed.value)
                logLine(`the audit ${id} of ${target} failed: ${Cause.pretty(exit.cause)}`)
                return Deferred.fail(
                  outcome,
                  new PageFailed({
                    message: "The audit failed because of a fault of svc.",
                    code: "internal",
                  }),
                )
              }),
              Effect.ensuring(Effect.sync(() => audits.finish(entry))),
              Effect.forkIn(scope),
            )
            return id
          }),
        wait,
        report: (_, result, locale) =>
          renderer.pipe(
            Effect.flatMap((loaded) => loaded.render(result, { locale })),
            Effect.mapError((failure) => failure.toApiError()),
          ),
      })
    }),
  )

import { randomUUID } from "node:crypto"
import { Auditor, type AuditorService, type FetchError, pageFailureOf, Unreachable } from "@svc/audit"
import {
  type AuditRequest,
  decodeAuditRequest,
  InvalidRequest,
  MAX_URLS,
  type NotFound,
  QueueFull,
} from "@svc/contract"
import { Cause, Deferred, Duration, Effect, Layer, Option } from "effect"
import { AuditBackend, type AuditState, type BackendFailure, type FinishedPage } from "./audit-backend"
import { AuditsInMemory, type CompleteAudit } from "./audits-in-memory"
import { embeddedCrawls } from "./embedded-crawls"
import { notStartedHere, outcomeWithin } from "./outcome-within"
import { PageFailed } from "./page-failed"

/** How the embedded backend treats targets, starts and keeps audits. */
export interface EmbeddedOptions {
  /** Audit loopback and private addresses too: for tests and local development only. */
  readonly allowPrivateTargets: boolean
  /**
   * Fetch the page before the start answers (svc-mcp), as the server's start call does, so a page
   * that cannot be fetched fails the start; such an audit is of one page. Otherwise (svc) every page
   * is fetched in the audit, a page that cannot be fetched is a failed page, and the site figures are
   * computed.
   */
  readonly fetchAtStart: boolean
  /** What messages call this process, e.g. "this svc MCP server". */
  readonly processName: string
  /** Finished audits kept for later waits (running ones are always kept). */
  readonly keepFinished?: number | undefined
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
const startFailureOf = (error: FetchError): BackendFailure => {
  if (error._tag === "InvalidRequest" || error._tag === "Unreachable") return error
  if (error._tag === "TooManyRedirects") return new Unreachable({ message: error.message, host: error.host })
  if (error._tag === "NotPublic" && !error.redirected)
    return new Unreachable({ message: error.message, host: error.host })
  const failure = pageFailureOf(error)
  return new PageFailed({ message: failure.error, code: failure.code })
}

const INTERNAL = { error: "The audit failed because of a fault of svc.", code: "internal" } as const

/**
 * The audit of `request` once started: the page fetched at start audited, or every page fetched and
 * audited (with the site figures). What fails is a failed page, so the outcome is always complete.
 */
const auditOf = (
  auditor: AuditorService,
  id: string,
  request: AuditRequest,
  fetched: Option.Option<Parameters<AuditorService["auditPage"]>[0]>,
): Effect.Effect<CompleteAudit> => {
  const options = { query: request.query, locale: request.locale }
  const [url = ""] = request.urls
  const audit: Effect.Effect<Pick<CompleteAudit, "pages" | "site">> = Option.match(fetched, {
    onNone: () => auditor.audit(request.urls, options).pipe(Effect.orDie),
    onSome: (page) =>
      auditor.auditPage(page, options).pipe(
        Effect.map((result): FinishedPage => ({ url, status: "done", result })),
        Effect.catchAll((failure) =>
          Effect.succeed<FinishedPage>({ url, status: "failed", error: failure.pageFailure }),
        ),
        Effect.map((entry) => ({ pages: [entry], site: undefined })),
      ),
  })
  return audit.pipe(
    Effect.map(
      (audited): CompleteAudit => ({
        status: "complete",
        id,
        pages: audited.pages,
        site: "site" in audited ? audited.site : undefined,
      }),
    ),
    Effect.catchAllCause((cause) =>
      Effect.logError(`the audit ${id} of ${request.urls.join(", ")} failed: ${Cause.pretty(cause)}`).pipe(
        Effect.as<CompleteAudit>({
          status: "complete",
          id,
          pages: request.urls.map((url) => ({ url, status: "failed" as const, error: INTERNAL })),
          site: undefined,
        }),
      ),
    ),
  )
}

/**
 * Audits in this process with the Auditor, kept by id in memory. Audits run in the layer's scope:
 * when it closes (the session ended, the command was interrupted), the running ones are interrupted
 * before the Auditor's own resources (Chromium) are released.
 */
export const embeddedBackend = (options: EmbeddedOptions): Layer.Layer<AuditBackend, never, Auditor> =>
  Layer.scoped(
    AuditBackend,
    Effect.gen(function* () {
      const scope = yield* Effect.scope
      const auditor = yield* Auditor
      const audits = new AuditsInMemory(options.keepFinished ?? DEFAULT_KEEP_FINISHED)
      const policy = { allowPrivateTargets: options.allowPrivateTargets }

      const start = (urls: ReadonlyArray<string>, query?: string, locale?: string) =>
        Effect.gen(function* () {
          // One page per call (svc-mcp) is asked as `url`, the tool's argument: a refusal names it so.
          const targets = options.fetchAtStart && urls.length === 1 ? { url: urls[0] } : { urls }
          const request = yield* decodeAuditRequest(
            {
              ...targets,
              ...(query === undefined ? {} : { query }),
              ...(locale === undefined ? {} : { locale }),
            },
            policy,
          )
          if (options.fetchAtStart && request.urls.length > 1)
            return yield* new InvalidRequest({
              message: `${options.processName} audits one page per call.`,
            })
          if (audits.running() >= MAX_RUNNING)
            return yield* new QueueFull({
              message: `${MAX_RUNNING} audits are already running in ${options.processName}.`,
              retryAfter: RETRY_WHEN_FULL_SECONDS,
            })
          const [first = ""] = request.urls
          const fetched = options.fetchAtStart
            ? Option.some(
                yield* auditor
                  .fetchPage(first, { deadlineMs: START_FETCH_DEADLINE_MS })
                  .pipe(Effect.mapError(startFailureOf)),
              )
            : Option.none()
          const id = randomUUID()
          const outcome = yield* Deferred.make<CompleteAudit>()
          const entry = audits.add(id, outcome)
          yield* auditOf(auditor, id, request, fetched).pipe(
            Effect.flatMap((complete) => Deferred.succeed(outcome, complete)),
            Effect.ensuring(Effect.sync(() => audits.finish(entry))),
            Effect.forkIn(scope),
          )
          return id
        })

      const wait = (id: string, within: Option.Option<number>): Effect.Effect<AuditState, NotFound> => {
        const entry = audits.get(id)
        if (entry === undefined)
          return Effect.fail(notStartedHere({ kind: "audit", id, processName: options.processName }))
        return outcomeWithin(
          entry.outcome,
          entry.finished,
          within,
          (): AuditState => ({ status: "running", id }),
        )
      }

      return AuditBackend.of({
        describe: `embedded (audits run in this process${options.allowPrivateTargets ? ", private targets allowed" : ""})`,
        start: ({ urls, query, locale }) => start(urls, query, locale),
        wait: (id, waitOptions = {}) =>
          wait(id, Option.map(Option.fromNullable(waitOptions.within), Duration.toMillis)),
        crawl: embeddedCrawls(scope, auditor, options),
        server: undefined,
      })
    }),
  )

import type { StatusRecord } from "@svc/contract"
import { Console, Duration, Effect, Layer, type Option, type Redacted } from "effect"
import type { AuditedPages, FinishedPage } from "../audited-pages"
import { Backend } from "../backend"
import { Refused } from "../errors"
import { Progress } from "../output/progress"
import { requireKey } from "../settings"
import { makeApiClient } from "./api-client"
import { statusLine } from "./status-line"
import { withRetries } from "./with-retries"

/** The advised poll interval of the contract. */
export const POLL_INTERVAL = Duration.seconds(5)

/** An id no audit has: the key check asks for it (decision 9). */
const NO_AUDIT = "00000000-0000-0000-0000-000000000000"

const isFinished = (page: StatusRecord["pages"][number]): page is FinishedPage =>
  page.status === "done" || page.status === "failed"

/** A complete record's pages; the contract makes every page done or failed once complete (decision 12). */
const auditedPagesOf = (record: StatusRecord): AuditedPages => ({
  pages: record.pages.map((page) =>
    isFinished(page)
      ? page
      : {
          url: page.url,
          status: "failed" as const,
          error: {
            error: "The server reported the audit complete with this page unfinished.",
            code: "internal" as const,
          },
        },
  ),
  site: record.site,
  files: new Map(),
})

/** Audits on the svc server at `baseUrl` with the key from `SVC_API_KEY`. */
export const remoteBackend = (baseUrl: string, key: Option.Option<Redacted.Redacted<string>>) =>
  Layer.effect(
    Backend,
    Effect.gen(function* () {
      const progress = yield* Progress
      const context = { baseUrl, progress }
      const client = requireKey(key).pipe(Effect.flatMap((validKey) => makeApiClient(baseUrl, validKey)))

      /** Polls every 5 seconds (the first time after `firstWait`) until the audit is complete. */
      const waitFor = (id: string, firstWait: Duration.Duration) =>
        Effect.gen(function* () {
          const api = yield* client
          yield* Effect.sleep(firstWait)
          while (true) {
            const record = yield* withRetries(api.audits.getAudit({ path: { id }, urlParams: {} }), context)
            yield* progress.show(statusLine(record))
            if (record.status === "complete") return auditedPagesOf(record)
            yield* Effect.sleep(POLL_INTERVAL)
          }
        }).pipe(
          Effect.onInterrupt(() =>
            Console.error(`\nThe audit goes on on the server; collect it with: svc result ${id}`),
          ),
        )

      return Backend.of({
        audit: (urls, ask) =>
          Effect.gen(function* () {
            const api = yield* client
            yield* progress.show(`starting the audit on ${baseUrl}`)
            const started = yield* withRetries(
              api.audits.startAudit({
                payload: {
                  urls,
                  locale: ask.locale,
                  ...(ask.query === undefined ? {} : { query: ask.query }),
                },
              }),
              { ...context, idempotent: false },
            )
            yield* progress.show(`audit ${started.id} queued`)
            return yield* waitFor(started.id, POLL_INTERVAL)
          }),
        collect: (id) => waitFor(id, Duration.zero),
        checkKey: Effect.gen(function* () {
          const api = yield* client
          yield* progress.show(`checking the key on ${baseUrl}`)
          return yield* withRetries(
            api.audits.getAudit({ path: { id: NO_AUDIT }, urlParams: {} }),
            context,
          ).pipe(
            Effect.as(`The key in SVC_API_KEY is valid on ${baseUrl}.`),
            Effect.catchIf(
              (error): error is Refused => error instanceof Refused && error.code === "not_found",
              () => Effect.succeed(`The key in SVC_API_KEY is valid on ${baseUrl}.`),
            ),
          )
        }),
      })
    }),
  )

import { makeSvcClient, POLL_INTERVAL, type SvcClient } from "@svc/client"
import type { StatusRecord } from "@svc/contract"
import { Console, Duration, Effect, Layer, type Option, type Redacted } from "effect"
import type { AuditedPages, FinishedPage } from "../audited-pages"
import { Backend } from "../backend"
import { FileFailure } from "../errors"
import { Progress } from "../output/progress"
import { say } from "../output/say"
import { requireKey } from "../settings"
import { USER_AGENT } from "../version"
import { errorOfClientError } from "./failure-message"
import { statusLine } from "./status-line"

const isFinished = (page: StatusRecord["pages"][number]): page is FinishedPage =>
  page.status === "done" || page.status === "failed"

/**
 * A complete record's pages, with their PDFs fetched from the server; the contract makes every
 * page done or failed once complete (decision 12).
 */
const auditedPagesOf = (record: StatusRecord, client: SvcClient): AuditedPages => ({
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
  serverReport: (index) =>
    client.getReport(record.id, index).pipe(
      Effect.mapError(
        (error) =>
          new FileFailure({
            message: `The server did not give the PDF of page ${index}: ${errorOfClientError(error).message}`,
          }),
      ),
    ),
})

/** Audits on the svc server at `baseUrl` with the key from `SVC_API_KEY`, through `@svc/client`. */
export const remoteBackend = (baseUrl: string, key: Option.Option<Redacted.Redacted<string>>) =>
  Layer.effect(
    Backend,
    Effect.gen(function* () {
      const progress = yield* Progress
      const client = requireKey(key).pipe(
        Effect.flatMap((validKey) =>
          makeSvcClient({ baseUrl, key: validKey, userAgent: USER_AGENT, onRetry: progress.show }),
        ),
      )

      /** Polls every 5 seconds (the first time after `firstWait`) until the audit is complete. */
      const waitFor = (svc: SvcClient, id: string, firstWait: Duration.Duration) =>
        svc.waitForAudit(id, { firstWait, onRecord: (record) => progress.show(statusLine(record)) }).pipe(
          Effect.map((record) => auditedPagesOf(record, svc)),
          Effect.mapError(errorOfClientError),
          Effect.onInterrupt(() =>
            Console.error(`\nThe audit goes on on the server; collect it with: svc result ${id}`),
          ),
        )

      return Backend.of({
        audit: (urls, ask) =>
          Effect.gen(function* () {
            const svc = yield* client
            yield* progress.show(say(ask.locale, "cli.starting", { server: baseUrl }))
            const started = yield* svc
              .startAudit({
                urls,
                locale: ask.locale,
                ...(ask.query === undefined ? {} : { query: ask.query }),
              })
              .pipe(Effect.mapError(errorOfClientError))
            yield* progress.show(say(ask.locale, "cli.queued", { id: started.id }))
            return yield* waitFor(svc, started.id, POLL_INTERVAL)
          }),
        collect: (id) => Effect.flatMap(client, (svc) => waitFor(svc, id, Duration.zero)),
        checkKey: Effect.gen(function* () {
          const svc = yield* client
          yield* progress.show(`checking the key on ${baseUrl}`)
          yield* svc.checkKey.pipe(Effect.mapError(errorOfClientError))
          return `The key in SVC_API_KEY is valid on ${baseUrl}.`
        }),
      })
    }),
  )

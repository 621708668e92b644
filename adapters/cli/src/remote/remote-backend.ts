import { makeSvcClient, POLL_INTERVAL, type SvcClient } from "@svc/client"
import type { Locale, StatusRecord } from "@svc/contract"
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
const auditedPagesOf = (record: StatusRecord, client: SvcClient, locale: Locale): AuditedPages => ({
  pages: record.pages.map((page) =>
    isFinished(page)
      ? page
      : {
          url: page.url,
          status: "failed" as const,
          error: {
            error: say(locale, "cli.pageUnfinished"),
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
            message: say(locale, "cli.noServerPdf", {
              page: String(index),
              cause: errorOfClientError(error).message,
            }),
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
      const waitFor = (svc: SvcClient, id: string, firstWait: Duration.Duration, locale: Locale) =>
        svc
          .waitForAudit(id, { firstWait, onRecord: (record) => progress.show(statusLine(record, locale)) })
          .pipe(
            Effect.map((record) => auditedPagesOf(record, svc, locale)),
            Effect.mapError(errorOfClientError),
            Effect.onInterrupt(() => Console.error(`\n${say(locale, "cli.auditGoesOn", { id })}`)),
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
            return yield* waitFor(svc, started.id, POLL_INTERVAL, ask.locale)
          }),
        collect: (id, locale) => Effect.flatMap(client, (svc) => waitFor(svc, id, Duration.zero, locale)),
        checkKey: (locale) =>
          Effect.gen(function* () {
            const svc = yield* client
            yield* progress.show(say(locale, "cli.checkingKey", { server: baseUrl }))
            yield* svc.checkKey.pipe(Effect.mapError(errorOfClientError))
            return say(locale, "cli.keyValid", { server: baseUrl })
          }),
      })
    }),
  )

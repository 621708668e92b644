import { makeSvcClient, type SvcClient } from "@svc/client"
import type { StatusRecord } from "@svc/contract"
import { Effect, Layer, Option, type Redacted } from "effect"
import { AuditBackend, type AuditBackendService, type AuditState } from "./audit-backend"
import { clientWaitOptions } from "./client-wait-options"
import { MissingKey } from "./missing-key"
import { remoteCrawls } from "./remote-crawls"

/** How the remote backend names itself, tells retries and refuses a missing key. */
export interface RemoteOptions {
  /** How this program names itself to the server (decision 10), e.g. `svc-mcp/0.3.0`. */
  readonly userAgent: string
  /** Tells that a call is retried (the CLI's progress line, svc-mcp's log line). */
  readonly onRetry: (reason: string) => Effect.Effect<void>
  /**
   * A server named without `SVC_API_KEY`: refused when the backend is built (`at-start`, svc-mcp: the
   * session cannot start) or by every call (`at-call`, svc: a command that needs no server still runs).
   */
  readonly missingKey: {
    readonly refused: "at-start" | "at-call"
    readonly message: (apiUrl: string) => string
  }
}

/** The audit's state as a server record says it. */
const stateOf = (record: StatusRecord): AuditState =>
  record.status === "complete"
    ? {
        status: "complete",
        id: record.id,
        pages: record.pages.map((page) =>
          page.status === "done" || page.status === "failed"
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
      }
    : { status: record.status, id: record.id }

/**
 * Audits and crawls on a svc server through `@svc/client` (the key, the User-Agent, `retryAfter` on
 * 429, retries on 502/503). Waiting is status polls only, every 5 seconds, so it costs no quota.
 */
const remoteService = (
  client: Effect.Effect<SvcClient, MissingKey>,
  baseUrl: string,
): AuditBackendService => ({
  describe: `remote (the svc server at ${baseUrl})`,
  start: ({ urls, query, locale }) =>
    Effect.flatMap(client, (svc) =>
      svc.startAudit({
        urls: [...urls],
        ...(query === undefined ? {} : { query }),
        ...(locale === undefined ? {} : { locale }),
      }),
    ).pipe(Effect.map((record) => record.id)),
  wait: (id, options) =>
    Effect.flatMap(client, (svc) => svc.waitForAudit(id, clientWaitOptions(options))).pipe(
      Effect.map(stateOf),
    ),
  crawl: remoteCrawls(client),
  server: {
    baseUrl,
    status: (id) => Effect.flatMap(client, (svc) => svc.getAudit(id)),
    report: (id, pageIndex) => Effect.flatMap(client, (svc) => svc.getReport(id, pageIndex)),
    checkKey: Effect.flatMap(client, (svc) => svc.checkKey),
  },
})

/** The backend on the server at `apiUrl`, with `apiKey` when it is set. */
export const remoteBackend = (
  apiUrl: string,
  apiKey: Option.Option<Redacted.Redacted>,
  options: RemoteOptions,
): Layer.Layer<AuditBackend, MissingKey> => {
  const missing = new MissingKey({ message: options.missingKey.message(apiUrl) })
  if (Option.isNone(apiKey) && options.missingKey.refused === "at-start") return Layer.fail(missing)
  return Layer.effect(
    AuditBackend,
    Effect.gen(function* () {
      const client = yield* Option.match(apiKey, {
        onNone: () => Effect.succeed(Effect.fail(missing)),
        onSome: (key) =>
          makeSvcClient({
            baseUrl: apiUrl,
            key,
            userAgent: options.userAgent,
            onRetry: options.onRetry,
          }).pipe(Effect.map(Effect.succeed)),
      })
      return remoteService(client, apiUrl)
    }),
  )
}

import type { SvcClient, SvcClientError } from "@svc/client"
import { type StatusRecord, Unavailable } from "@svc/contract"
import { Effect } from "effect"
import type { AuditBackendService, AuditProgress } from "./backend"
import { PageFailed, type ToolFailure } from "./tool-failure"

/** Waiting a minute lets the server (or the network to it) recover before the agent tries again. */
const RETRY_WHEN_UNREACHABLE_SECONDS = 60

/**
 * What a call of the client ends with, as a tool failure: the server's answer is the contract's
 * error already; a server that could not be reached (its retries spent) is `unavailable`.
 */
export const toolFailureOf = (error: SvcClientError): ToolFailure =>
  error._tag === "ServerUnreachable"
    ? new Unavailable({ message: error.message, retryAfter: RETRY_WHEN_UNREACHABLE_SECONDS })
    : error

/** A record's one page: its result once complete, or the reason it failed. */
export const progressOf = (record: StatusRecord): Effect.Effect<AuditProgress, PageFailed> => {
  if (record.status !== "complete") return Effect.succeed({ status: record.status, id: record.id })
  const page = record.pages[0]
  if (page?.status === "done")
    return Effect.succeed({ status: "complete", id: record.id, result: page.result })
  if (page?.status === "failed")
    return Effect.fail(new PageFailed({ message: page.error.error, code: page.error.code }))
  return Effect.fail(
    new PageFailed({
      message: "The server reported the audit complete with its page unfinished.",
      code: "internal",
    }),
  )
}

/**
 * Audits on an svc server through `@svc/client` (the CLI's client: key, `User-Agent:
 * svc-mcp/<version>`, `retryAfter` on 429, retries on 502/503). Waiting is status polls only — at
 * once, then every 5 seconds while the call's wait lasts — so it costs no quota; the PDF is the
 * server's.
 */
export const remoteBackend = (client: SvcClient): AuditBackendService => ({
  describe: `remote (the svc server at ${client.baseUrl})`,
  start: ({ url, query, locale }) =>
    client
      .startAudit({
        urls: [url],
        ...(query === undefined ? {} : { query }),
        ...(locale === undefined ? {} : { locale }),
      })
      .pipe(
        Effect.map((record) => record.id),
        Effect.mapError(toolFailureOf),
      ),
  wait: (id, withinMs) =>
    client
      .waitForAudit(id, { within: withinMs })
      .pipe(Effect.mapError(toolFailureOf), Effect.flatMap(progressOf)),
  report: (id) => client.getReport(id, 0).pipe(Effect.mapError(toolFailureOf)),
})

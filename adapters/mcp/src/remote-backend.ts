import type { StartRecord, StatusRecord } from "@svc/contract"
import { Clock, Duration, Effect } from "effect"
import type { AuditBackendService, AuditProgress } from "./backend"
import { PageFailed, type ToolFailure } from "./tool-failure"

/**
 * The two calls of the svc API that svc-mcp makes, as the shared remote client offers them. The
 * client's job, not this adapter's: the key from `SVC_API_KEY` in every call, `User-Agent:
 * svc-mcp/<version>` (decision 10), waiting `retryAfter` on 429 and retrying 502/503 with growing
 * pauses — and answering what still fails as the contract's error, or `unavailable` when the server
 * cannot be reached.
 */
export interface SvcApiCalls {
  readonly startAudit: (request: {
    readonly urls: ReadonlyArray<string>
    readonly query?: string
  }) => Effect.Effect<StartRecord, ToolFailure>
  readonly getAudit: (id: string) => Effect.Effect<StatusRecord, ToolFailure>
}

/** The contract's advised poll interval. */
export const POLL_INTERVAL_MS = 5_000

/** A complete record's one page: its result, or the reason it failed. */
const progressOf = (record: StatusRecord): Effect.Effect<AuditProgress, PageFailed> => {
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
 * Audits on an svc server: a thin adapter from the tools' backend to the API's calls. Waiting is
 * status polls only — at once, then every 5 seconds while the call's wait lasts — so it costs no quota.
 */
export const remoteBackend = (server: URL, calls: SvcApiCalls): AuditBackendService => ({
  describe: `remote (the svc server at ${server.origin})`,
  start: ({ url, query }) =>
    calls
      .startAudit({ urls: [url], ...(query === undefined ? {} : { query }) })
      .pipe(Effect.map((record) => record.id)),
  wait: (id, withinMs) =>
    Effect.gen(function* () {
      const deadline = (yield* Clock.currentTimeMillis) + withinMs
      for (;;) {
        const progress = yield* calls.getAudit(id).pipe(Effect.flatMap(progressOf))
        const left = deadline - (yield* Clock.currentTimeMillis)
        if (progress.status === "complete" || left <= 0) return progress
        yield* Effect.sleep(Duration.millis(Math.min(POLL_INTERVAL_MS, left)))
      }
    }),
})

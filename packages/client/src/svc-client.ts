import type { AuditRequestBody, CrawlRequest, Locale, StartRecord, StatusRecord } from "@svc/contract"
import { Clock, Duration, Effect } from "effect"
import { type Caller, makeApiClient } from "./api-client"
import type { SvcClientError } from "./client-error"
import { fetchReport } from "./report-call"
import { withRetries } from "./with-retries"

/** The contract's advised poll interval. */
export const POLL_INTERVAL = Duration.seconds(5)

/** An id no audit has: the key check asks for it (decision 9). */
const NO_AUDIT = "00000000-0000-0000-0000-000000000000"

/** How to wait for an audit. */
export interface WaitOptions {
  /** Before the first status call: 5 s right after the start call, none when picking an audit up. */
  readonly firstWait?: Duration.DurationInput
  /** Stop polling after this long and answer the last record, complete or not; without it, wait to the end. */
  readonly within?: Duration.DurationInput
  /** Told each status record as it arrives (progress lines). */
  readonly onRecord?: (record: StatusRecord) => Effect.Effect<void>
  /** A record of the audit the caller polled just now: the first poll's answer, asked no more. */
  readonly known?: StatusRecord
}

/** The svc API as svc and svc-mcp call it, every call under the contract's client rules. */
export interface SvcClient {
  readonly baseUrl: string
  /** `POST /api/v1/audits`; never sent again after it got no answer (it may have been accepted). */
  readonly startAudit: (request: AuditRequestBody) => Effect.Effect<StartRecord, SvcClientError>
  /**
   * `POST /api/v1/audits` with `crawl`: crawls the site from `url` on the server (its pages count
   * against the key's pages of the site today). Wait for it as for any audit; once complete, the
   * record's `site.crawl` holds the cross-page findings.
   */
  readonly startCrawl: (
    url: string,
    crawl?: CrawlRequest,
    options?: { readonly query?: string; readonly locale?: Locale },
  ) => Effect.Effect<StartRecord, SvcClientError>
  /** `GET /api/v1/audits/{id}`: one status poll, at no quota cost. */
  readonly getAudit: (id: string) => Effect.Effect<StatusRecord, SvcClientError>
  /** Polls every 5 seconds until the audit is complete (or `within` has passed). */
  readonly waitForAudit: (id: string, options?: WaitOptions) => Effect.Effect<StatusRecord, SvcClientError>
  /** `GET /api/v1/audits/{id}?format=pdf&page={page}`: the server's PDF of one page (counted against the PDF limit). */
  readonly getReport: (id: string, page: number) => Effect.Effect<Uint8Array, SvcClientError>
  /** The key check of decision 9: succeeds for a valid key, fails with `unauthorized` for another. */
  readonly checkKey: Effect.Effect<void, SvcClientError>
}

export interface SvcClientOptions extends Caller {
  /** Told each wait before a call is sent again (429 with `retryAfter`, 502/503, no answer). */
  readonly onRetry?: (reason: string) => Effect.Effect<void>
}

/** The client of the svc server at `options.baseUrl`, with the key and User-Agent of `options`. */
export const makeSvcClient = (options: SvcClientOptions): Effect.Effect<SvcClient> =>
  Effect.gen(function* () {
    const api = yield* makeApiClient(options)
    const retry = {
      baseUrl: options.baseUrl,
      ...(options.onRetry === undefined ? {} : { onRetry: options.onRetry }),
    }
    const getAudit = (id: string) => withRetries(api.audits.getAudit({ path: { id }, urlParams: {} }), retry)

    const waitForAudit = (id: string, wait: WaitOptions = {}) =>
      Effect.gen(function* () {
        const deadline =
          wait.within === undefined
            ? Number.POSITIVE_INFINITY
            : (yield* Clock.currentTimeMillis) + Duration.toMillis(wait.within)
        yield* Effect.sleep(wait.firstWait ?? Duration.zero)
        let known = wait.known
        for (;;) {
          const record = known ?? (yield* getAudit(id))
          known = undefined
          if (wait.onRecord !== undefined) yield* wait.onRecord(record)
          const left = deadline - (yield* Clock.currentTimeMillis)
          if (record.status === "complete" || left <= 0) return record
          yield* Effect.sleep(Duration.millis(Math.min(Duration.toMillis(POLL_INTERVAL), left)))
        }
      })

    const startAudit = (request: AuditRequestBody) =>
      withRetries(api.audits.startAudit({ payload: request }), { ...retry, idempotent: false })

    return {
      baseUrl: options.baseUrl,
      startAudit,
      startCrawl: (url, crawl = {}, extra = {}) => startAudit({ url, crawl, ...extra }),
      getAudit,
      waitForAudit,
      getReport: (id, page) => withRetries(fetchReport(options, id, page), retry),
      checkKey: getAudit(NO_AUDIT).pipe(
        Effect.asVoid,
        Effect.catchIf(
          (error) => error._tag === "NotFound",
          () => Effect.void,
        ),
      ),
    }
  })

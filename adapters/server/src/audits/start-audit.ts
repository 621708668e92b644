import { Auditor, pageFailureOf } from "@svc/audit"
import {
  auditPath,
  CONTRACT_VERSION,
  decodeAuditRequest,
  InvalidQuery,
  InvalidRequest,
  type PageFailure,
  type StartRecord,
  Unreachable,
} from "@svc/contract"
import type { FetchError, FetchedPage } from "@svc/fetch"
import {
  type ApiKeyRecord,
  Audits,
  Keys,
  type NewAuditCrawl,
  type NewPage,
  type StartReservation,
} from "@svc/store"
import { Effect, Exit } from "effect"
import { Compute } from "../compute/compute"
import { ServerSettings } from "../config/server-config"
import { crawlOfRequest } from "../crawls/crawl-of-request"
import { WorkSignal } from "../workers/work-signal"
import { chosenQuery } from "./chosen-query"
import { encodePrefetched, type QueuedTarget } from "./prefetched"
import { ProbeTally, probeTargets } from "./target-probes"

/** The start call fetches each target once, within this time (decision 15). */
export const START_FETCH_DEADLINE_MS = 10_000

/**
 * How long a start call waits for a slot while its key has 2 start calls in progress (issue 21:
 * extra ones wait briefly), before `429 rate_limited`: long enough for a burst's calls to be judged
 * in turn (so a burst of 40 one-page calls gets 10 accepted and 30 `queue_full`), short beside a
 * client's timeout.
 */
export const START_SLOT_WAIT_MS = 5_000

const KEY_IN_URL_MESSAGE =
  "A URL holds an svc API key (its secret, whole, split or encoded); a key never belongs in a URL. Send it only in the Authorization or X-Api-Key header."

const KEY_IN_QUERY_MESSAGE = "query holds an svc API key (its secret, whole, split or encoded)."

/** What fetching a target told the start call. */
type TargetAnswer =
  | { readonly _tag: "Page"; readonly page: FetchedPage }
  /** It answered, but cannot be audited (too large, not HTML): the page is queued to fail with this. */
  | { readonly _tag: "Failure"; readonly failure: PageFailure }
  | { readonly _tag: "Unreachable"; readonly error: Unreachable }

const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname
  } catch {
    return url
  }
}

/**
 * A target that does not resolve, refuses or drops the connection, does not answer in time or is not
 * public is unreachable; one that answered with something other than an HTML page (too large, too
 * many stacked content codings, not HTML) was reached.
 */
const answerOf = (url: string, error: FetchError): TargetAnswer => {
  switch (error._tag) {
    case "TooLarge":
    case "TooManyCodings":
    case "NotHtml":
      return { _tag: "Failure", failure: pageFailureOf(error) }
    default:
      return { _tag: "Unreachable", error: new Unreachable({ message: error.message, host: hostOf(url) }) }
  }
}

/**
 * `POST /api/v1/audits` after the body was read: the request rules (decisions 1–6), the call's share
 * of the key's limits reserved before any fetch (issue 21), every target fetched once (decision 15) —
 * an unreachable one answers 502 and costs nothing but one unit of the unreachable limit — then the
 * audit, its pages and its charge committed in one transaction, in the reservation's place, before
 * the answer (decision 16). A call that ends otherwise gives its reservation back.
 */
export const makeStartAudit = Effect.gen(function* () {
  const audits = yield* Audits
  const keys = yield* Keys
  const auditor = yield* Auditor
  const settings = yield* ServerSettings
  const signal = yield* WorkSignal
  const compute = yield* Compute

  /**
   * What the queue keeps of a target: decision 17's phrase and the page for the worker (encoded in
   * a compute thread: a 5 MiB page is tens of milliseconds of JSON). When the thread fails (a page
   * too big or too slow to suggest a phrase for) the page has no phrase and is fetched again.
   */
  const queued = (query: string | undefined, answer: TargetAnswer): Effect.Effect<QueuedTarget> => {
    switch (answer._tag) {
      case "Page":
        return compute
          .run("prepare", { query, page: answer.page })
          .pipe(
            Effect.catchAll((failure) =>
              Effect.as(
                Effect.logWarning("preparing the page failed").pipe(
                  Effect.annotateLogs({ url: answer.page.finalUrl, reason: failure.reason }),
                ),
                { query: chosenQuery(query, undefined), prefetched: undefined },
              ),
            ),
          )
      case "Failure":
        return Effect.succeed({
          query: chosenQuery(query, undefined),
          prefetched: encodePrefetched({ _tag: "Failure", failure: answer.failure }),
        })
      default:
        return Effect.succeed({ query: chosenQuery(query, undefined), prefetched: undefined })
    }
  }

  const fetchTarget = (url: string): Effect.Effect<TargetAnswer> =>
    auditor.fetchPage(url, { deadlineMs: START_FETCH_DEADLINE_MS }).pipe(
      Effect.map((page): TargetAnswer => ({ _tag: "Page", page })),
      Effect.catchAll((error) => Effect.succeed(answerOf(url, error))),
    )

  /** Gives back what the call holds, but the units of targets that did not answer; it lapses if this fails. */
  const release = (reservation: StartReservation, tally: ProbeTally) =>
    audits
      .release(reservation, tally.unanswered)
      .pipe(
        Effect.catchAll((failure) =>
          Effect.logWarning("start reservation not released; it lapses on its own").pipe(
            Effect.annotateLogs({ error: failure.message }),
          ),
        ),
      )

  const startReserved = (
    caller: ApiKeyRecord,
    request: Effect.Effect.Success<ReturnType<typeof decodeAuditRequest>>,
    reservation: StartReservation,
    tally: ProbeTally,
    crawl: NewAuditCrawl | undefined,
  ) =>
    Effect.gen(function* () {
      const answers = yield* probeTargets(
        request.urls,
        reservation.probesAtOnce,
        tally,
        fetchTarget,
        (answer) => answer._tag !== "Unreachable",
      )
      const unreachable = answers.flatMap((answer) => (answer?._tag === "Unreachable" ? [answer.error] : []))
      const [first] = unreachable
      if (first !== undefined) {
        yield* Effect.logInfo("start refused: target unreachable").pipe(
          Effect.annotateLogs({ key: caller.label, host: first.host }),
        )
        return yield* first
      }
      // Every target answered here: a target is left unfetched only after one did not.
      const targets = yield* Effect.forEach(
        answers,
        (answer) => (answer === undefined ? Effect.succeed(undefined) : queued(request.query, answer)),
        { concurrency: "unbounded" },
      )
      const pages = request.urls.map(
        (url, index): NewPage => ({
          url,
          ...(targets[index] ?? { query: chosenQuery(request.query, undefined) }),
        }),
      )
      const started = yield* Effect.uninterruptible(
        audits.start({
          keyId: caller.id,
          query: request.query,
          locale: request.locale,
          pages,
          reservation,
          crawl,
        }),
      )
      yield* signal.notify(started.pages)
      yield* Effect.logInfo(crawl === undefined ? "audit queued" : "crawl queued").pipe(
        Effect.annotateLogs({ key: caller.label, auditId: started.id, pages: started.pages }),
      )
      return {
        version: CONTRACT_VERSION,
        id: started.id,
        status: "queued",
        pages: started.pages,
        queries: pages.map(({ url, query }) => ({ url, query })),
        statusUrl: auditPath(started.id),
        ...(started.pageBudget === undefined ? {} : { crawl: { pageBudget: started.pageBudget } }),
      } satisfies StartRecord
    })

  /**
   * Before anything is fetched or stored: no URL and no phrase carries an issued key in any form (the body
   * alone, split, encoded). The contract refuses the `svc_…` forms of any key; only the store knows the
   * others.
   */
  const refuseIssuedKeys = (request: Effect.Effect.Success<ReturnType<typeof decodeAuditRequest>>) =>
    Effect.gen(function* () {
      if (yield* keys.issuedAmong(request.urls))
        return yield* new InvalidRequest({ message: KEY_IN_URL_MESSAGE })
      if (request.query !== undefined && (yield* keys.issuedAmong([request.query])))
        return yield* new InvalidQuery({ message: KEY_IN_QUERY_MESSAGE })
    })

  return (caller: ApiKeyRecord, body: unknown) =>
    Effect.gen(function* () {
      const request = yield* decodeAuditRequest(body, { allowPrivateTargets: settings.allowPrivateTargets })
      yield* refuseIssuedKeys(request)
      const crawl = request.crawl === undefined ? undefined : yield* crawlOfRequest(request, request.crawl)
      const tally = new ProbeTally()
      return yield* Effect.acquireUseRelease(
        audits.reserve(caller.id, request.urls, START_FETCH_DEADLINE_MS, START_SLOT_WAIT_MS),
        (reservation) => startReserved(caller, request, reservation, tally, crawl),
        // A committed audit took the reservation's place already.
        (reservation, exit) => (Exit.isSuccess(exit) ? Effect.void : release(reservation, tally)),
      )
    })
})

export type StartAudit = Effect.Effect.Success<typeof makeStartAudit>

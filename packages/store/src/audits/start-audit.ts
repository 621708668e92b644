import * as SqlClient from "@effect/sql/SqlClient"
import { type ChosenQuery, type DomainLimit, type Locale, type QueueFull, RateLimited } from "@svc/contract"
import { Clock, Data, Effect, Either, Schema } from "effect"
import { Coordination } from "../coordination/coordination"
import { MAX_STARTS_AT_ONCE, START_RESERVATION_MARGIN_MS } from "../limits"
import type { DurationsCache } from "../queue/recent-durations"
import { pageOf, siteOf, utcDay } from "../site"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import type { UsageWindows } from "../usage/usage-windows"
import { type ActiveKey, makeStartLimits } from "./start-limits"
import { type HeldReservation, makeReservationRows } from "./start-reservations"

/** One page of a new audit. */
export interface NewPage {
  /** The address as the caller sent it; page entries echo it. */
  readonly url: string
  /** The phrase the page will be measured against (decision 17). */
  readonly query: ChosenQuery
  /** Anything the start call wants the worker to have, e.g. the response it already fetched (JSON text). */
  readonly prefetched?: string | undefined
}

/**
 * The crawl an audit asks for (issue 34): the id and the start URL (normalised) it gets, the crawler's
 * options (kept as they are, but `maxPages`, which the start call lowers to the key's budget) and the
 * requests in flight per host.
 */
export interface NewAuditCrawl {
  readonly id: string
  readonly startUrl: string
  readonly options: { readonly maxPages: number }
  readonly hostConcurrency: number
}

/** An audit to create, for a key, once every target answered (decision 15). */
export interface NewAudit {
  readonly keyId: string
  /** The caller's phrase, or undefined when none was sent. */
  readonly query: string | undefined
  readonly locale: Locale
  /** 1 to 10 distinct pages, in the order sent. */
  readonly pages: ReadonlyArray<NewPage>
  /** The reservation the start call holds: the audit takes its place, in the same transaction. */
  readonly reservation?: StartReservation | undefined
  /** A crawl from the one page: its pages are the crawl's, appended as it finishes them. */
  readonly crawl?: NewAuditCrawl | undefined
}

/**
 * A start call's hold on its key's limits while it fetches its targets (issue 21): the audit's queue
 * slots, its quota units and its pages of each site, and units of the unreachable limit.
 */
export interface StartReservation {
  readonly id: string
  readonly keyId: string
  /**
   * How many targets the call may fetch at once: the units of the unreachable limit it holds (1 to
   * its page count). A target that answers frees its unit for the next one; one that does not keeps it.
   */
  readonly probesAtOnce: number
}

/** What the start call needs to answer 202. */
export interface StartedAudit {
  readonly id: string
  /** Epoch milliseconds. */
  readonly createdAt: number
  /** The pages queued; for a crawl, its start page (1). */
  readonly pages: number
  /** For a crawl: the most pages it audits. */
  readonly pageBudget?: number | undefined
  /** Quota units charged: pages × the key's full-audit cost. */
  readonly charged: number
}

/** Why a start call is refused by a limit. */
export type StartRefusal = QueueFull | DomainLimit | RateLimited

/** `MAX_STARTS_AT_ONCE` start calls of the key are in progress: `reserve` waits, then answers `RateLimited`. */
class StartsBusy extends Data.TaggedError("StartsBusy")<{ readonly retryAfter: number }> {}

const SeqRow = Schema.Struct({ seq: Schema.Number })

/** Writes the crawl of a new audit, running, with its page budget (its options' `maxPages`); no worker has it yet. */
const insertCrawl = (
  sql: SqlClient.SqlClient,
  crawl: NewAuditCrawl,
  auditSeq: number,
  keyId: string,
  now: number,
) =>
  sql`INSERT INTO crawls ${sql.insert({
    id: crawl.id,
    startUrl: crawl.startUrl,
    options: JSON.stringify(crawl.options),
    hostConcurrency: crawl.hostConcurrency,
    state: "running",
    startedAt: now,
    auditSeq,
    keyId,
    site: siteOf(crawl.startUrl),
    pageBudget: crawl.options.maxPages,
  })}`

/**
 * Writes a new audit, its queued pages (for a crawl: the crawl instead) and the day's site pages it
 * audits; answers its id.
 */
const insertAudit = (sql: SqlClient.SqlClient, audit: NewAudit, keyId: string, cost: number, now: number) =>
  Effect.gen(function* () {
    const id = crypto.randomUUID()
    const [inserted] = yield* rowsOf(SeqRow)(
      sql`INSERT INTO audits ${sql.insert({
        id,
        keyId,
        createdAt: now,
        query: audit.query ?? null,
        locale: audit.locale,
        charged: cost,
      })} RETURNING seq`,
    )
    if (inserted === undefined) return yield* Effect.dieMessage("INSERT … RETURNING gave no row")
    // A crawl's pages, its start page among them, count for the site as it finishes them; until then its budget holds them.
    if (audit.crawl !== undefined) {
      yield* insertCrawl(sql, audit.crawl, inserted.seq, keyId, now)
      return id
    }
    yield* sql`INSERT INTO pages ${sql.insert(
      audit.pages.map((page, index) => ({
        auditSeq: inserted.seq,
        pageIndex: index,
        url: page.url,
        phrase: page.query.primary,
        phraseSource: page.query.source,
        prefetched: page.prefetched ?? null,
        status: "queued",
      })),
    )}`
    yield* sql`INSERT INTO site_pages ${sql.insert(
      audit.pages.map((page) => ({
        keyId,
        day: utcDay(now),
        site: siteOf(page.url),
        page: pageOf(page.url),
        url: page.url,
        at: now,
      })),
    )} ON CONFLICT (key_id, day, site, page) DO NOTHING`
    return id
  })

/**
 * Units of the unreachable limit for a call of `targets` targets: as many as are left, up to one
 * per target; `rate_limited` when none is.
 */
const unreachableUnitsOf =
  (usage: UsageWindows) =>
  (key: ActiveKey, targets: number, held: ReadonlyArray<HeldReservation>, now: number) =>
    Effect.gen(function* () {
      const heldUnits = held.map((reservation) => ({
        at: reservation.createdAt,
        units: reservation.unreachable,
      }))
      const room = yield* usage.room(key, "unreachable", now, heldUnits)
      if (room > 0) return Math.min(targets, room)
      const verdict = yield* usage.judge(key, "unreachable", 1, now, heldUnits)
      return yield* new RateLimited({ retryAfter: verdict.allowed ? 1 : verdict.retryAfter })
    })

/**
 * At most `MAX_STARTS_AT_ONCE` start calls of a key at once; another waits for a slot (`reserve`),
 * and is told to come back when the oldest one's fetches reach their deadline once it waited long enough.
 */
const checkStartsAtOnce = (held: ReadonlyArray<HeldReservation>, probeDeadlineMs: number, now: number) => {
  const [oldest] = held
  if (held.length < MAX_STARTS_AT_ONCE || oldest === undefined) return Effect.void
  const retryAfter = Math.max(1, Math.ceil((oldest.createdAt + probeDeadlineMs - now) / 1000))
  return Effect.fail(new StartsBusy({ retryAfter }))
}

/**
 * Starting an audit: what the start call needs reserved before it fetches anything, then the limits
 * checked again and the audit, its pages, the quota charge and the day's site pages written in ONE
 * transaction with the reservation's removal — an audit is never queued uncharged, and a charge is
 * never made for an audit that was not queued. Every limit counts what live reservations hold.
 */
export const makeAuditStart = (usage: UsageWindows, durations: DurationsCache) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { lockKey } = yield* Coordination
    const reservations = yield* makeReservationRows

    const { admit, siteRoom } = yield* makeStartLimits(usage, durations, reservations)
    const unreachableUnits = unreachableUnitsOf(usage)

    /**
     * A crawl's page budget: at most its `maxPages`, what the key may still audit of the site today,
     * and what is left of its quota at the full-audit cost a page (every page is charged as one
     * sent in `urls`). At least 1: `admit` judged the start page already.
     */
    const crawlBudget = (
      key: ActiveKey,
      crawl: NewAuditCrawl,
      held: ReadonlyArray<HeldReservation>,
      now: number,
    ) =>
      Effect.gen(function* () {
        const heldUnits = held.map((reservation) => ({ at: reservation.createdAt, units: reservation.units }))
        const quotaRoom = yield* usage.room(key, "audit", now, heldUnits)
        const byQuota = Math.floor(quotaRoom / Math.max(1, key.limits.fullAuditCost))
        return Math.max(
          1,
          Math.min(crawl.options.maxPages, yield* siteRoom(key, crawl.startUrl, now), byQuota),
        )
      })

    /**
     * Reserves what a start call for these URLs needs before any target is fetched, in one
     * transaction: refused by the first limit it breaks — queue, site, quota, unreachable targets,
     * start calls at once — with nothing written; otherwise written as a reservation that lapses when
     * the call would long have ended (`probeDeadlineMs` per round of fetches, plus a margin).
     */
    const reserveNow = (
      keyId: string,
      urls: ReadonlyArray<string>,
      workers: number,
      probeDeadlineMs: number,
    ) =>
      orStoreFailure(
        sql.withTransaction(
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const { key, cost, held } = yield* admit(keyId, urls, workers, now)
            const probesAtOnce = yield* unreachableUnits(key, urls.length, held, now)
            yield* checkStartsAtOnce(held, probeDeadlineMs, now)
            const id = crypto.randomUUID()
            const rounds = Math.ceil(urls.length / probesAtOnce)
            yield* reservations.insert({
              id,
              keyId: key.id,
              createdAt: now,
              expiresAt: now + rounds * probeDeadlineMs + START_RESERVATION_MARGIN_MS,
              pages: urls.length,
              units: cost,
              unreachable: probesAtOnce,
              urls,
            })
            return { id, keyId: key.id, probesAtOnce } satisfies StartReservation
          }),
        ),
      )

    /**
     * `reserveNow`, waiting up to `slotWaitMs` for one of the key's start calls in progress to end
     * when `MAX_STARTS_AT_ONCE` of them are (issue 21: "extra ones wait briefly"): each try judges
     * every limit again, so a call that waited is refused by the limit that its predecessors filled
     * (`queue_full` after a burst), and only past the wait gets `rate_limited` with `retryAfter`.
     * Tries are spaced 25 ms, doubling to 400 ms, each with jitter, so waiting calls of a burst do
     * not take the key's row lock in step.
     */
    const reserve = (
      keyId: string,
      urls: ReadonlyArray<string>,
      workers: number,
      probeDeadlineMs: number,
      slotWaitMs = 0,
    ) =>
      Effect.gen(function* () {
        const deadline = (yield* Clock.currentTimeMillis) + slotWaitMs
        for (let pauseMs = 25; ; pauseMs = Math.min(400, pauseMs * 2)) {
          const outcome = yield* Effect.either(reserveNow(keyId, urls, workers, probeDeadlineMs))
          if (Either.isRight(outcome)) return outcome.right
          const refusal = outcome.left
          if (refusal._tag !== "StartsBusy") return yield* Effect.fail(refusal)
          const left = deadline - (yield* Clock.currentTimeMillis)
          if (left <= 0) return yield* new RateLimited({ retryAfter: refusal.retryAfter })
          yield* Effect.sleep(Math.round(Math.min(left, pauseMs / 2 + Math.random() * pauseMs)))
        }
      })

    /**
     * Ends a reservation the call did not turn into an audit: `unreachable` of its units stay charged
     * to the unreachable limit (targets that did not answer), the rest are given back.
     */
    const release = (reservation: StartReservation, unreachable: number) =>
      orStoreFailure(
        sql.withTransaction(
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            yield* lockKey(reservation.keyId)
            if (unreachable > 0)
              yield* usage.charge({ id: reservation.keyId }, "unreachable", unreachable, now)
            yield* reservations.remove(reservation.id)
          }),
        ),
      )

    /** Creates the audit and charges it, or refuses it by the first limit it breaks: queue, site, quota. */
    const start = (audit: NewAudit, workers: number) =>
      orStoreFailure(
        sql.withTransaction(
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const urls = audit.pages.map((page) => page.url)
            // The audit takes the reservation's place: rolled back with it when the audit is refused.
            if (audit.reservation !== undefined) yield* reservations.remove(audit.reservation.id)
            const { key, cost, held } = yield* admit(audit.keyId, urls, workers, now)
            if (audit.crawl === undefined) {
              const id = yield* insertAudit(sql, audit, key.id, cost, now)
              yield* usage.charge(key, "audit", cost, now)
              return { id, createdAt: now, pages: audit.pages.length, charged: cost } satisfies StartedAudit
            }
            const budget = yield* crawlBudget(key, audit.crawl, held, now)
            const crawl = { ...audit.crawl, options: { ...audit.crawl.options, maxPages: budget } }
            const charged = budget * key.limits.fullAuditCost
            const id = yield* insertAudit(sql, { ...audit, crawl }, key.id, charged, now)
            yield* usage.charge(key, "audit", charged, now)
            return {
              id,
              createdAt: now,
              pages: audit.pages.length,
              pageBudget: budget,
              charged,
            } satisfies StartedAudit
          }),
        ),
      )

    return { reserve, release, start, purgeReservations: reservations.purge }
  })

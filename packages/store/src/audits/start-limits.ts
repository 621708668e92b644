import * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import { DomainLimit, InvalidRequest, MAX_URLS, QueueFull, RateLimited, Unauthorized } from "@svc/contract"
import { Effect, type ParseResult, Schema } from "effect"
import { Coordination } from "../coordination/coordination"
import { MAX_PAGES_IN_PROGRESS } from "../limits"
import type { DurationsCache } from "../queue/recent-durations"
import { meanPageDurationMs } from "../queue-estimate"
import { pageOf, secondsToNextUtcDay, siteOf, utcDay } from "../site"
import { rowsOf } from "../sql-rows"
import type { UsageWindows } from "../usage/usage-windows"
import type { HeldReservation, ReservationRows } from "./start-reservations"

const KeyRow = Schema.Struct({
  id: Schema.String,
  pagesPerSite: Schema.Number,
  auditsPerHour: Schema.Number,
  fullAuditCost: Schema.Number,
  revokedAt: Schema.NullOr(Schema.Number),
})
const CountRow = Schema.Struct({ count: Schema.Number })
const SitePageRow = Schema.Struct({ page: Schema.String, url: Schema.String })
const CrawlHoldRow = Schema.Struct({ budget: Schema.Number, finished: Schema.Number })

const checkPageCount = (count: number) =>
  count >= 1 && count <= MAX_URLS
    ? Effect.void
    : Effect.fail(new InvalidRequest({ message: `An audit has 1 to ${MAX_URLS} pages.` }))

/** An active key and its limits, as a start call reads it (with the key's row lock held). */
export interface ActiveKey {
  readonly id: string
  readonly limits: {
    readonly pagesPerSite: number
    readonly auditsPerHour: number
    readonly fullAuditCost: number
  }
}

/**
 * The limits a start call is admitted by — the key active, its pages in progress, its pages per site
 * today, its quota — each counting what the key's live reservations hold. Run inside the transaction
 * that reserves or starts, with the key's row lock taken first.
 */
export const makeStartLimits = (
  usage: UsageWindows,
  durations: DurationsCache,
  reservations: ReservationRows,
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { lockKey } = yield* Coordination

    const activeKey = (
      keyId: string,
    ): Effect.Effect<ActiveKey, Unauthorized | SqlError | ParseResult.ParseError> =>
      Effect.gen(function* () {
        const [row] = yield* rowsOf(KeyRow)(
          sql`SELECT id, pages_per_site, audits_per_hour, full_audit_cost, revoked_at FROM api_keys WHERE id = ${keyId}`,
        )
        if (row === undefined || row.revokedAt !== null) return yield* new Unauthorized()
        return {
          id: row.id,
          limits: {
            pagesPerSite: row.pagesPerSite,
            auditsPerHour: row.auditsPerHour,
            fullAuditCost: row.fullAuditCost,
          },
        }
      })

    // A crawl of the key not yet judged counts as one page in progress: it audits a few pages at a time.
    const pagesInProgress = (keyId: string) =>
      Effect.map(
        rowsOf(CountRow)(
          sql`SELECT (SELECT count(*) FROM pages JOIN audits ON audits.seq = pages.audit_seq
              WHERE audits.key_id = ${keyId} AND pages.status IN ('queued', 'running'))
            + (SELECT count(*) FROM crawls WHERE key_id = ${keyId} AND judgement IS NULL) AS count`,
        ),
        (rows) => rows[0]?.count ?? 0,
      )

    /** The pages of `site` the key's running crawls may still audit today: each one's budget less what it finished. */
    const heldByCrawls = (keyId: string, site: string) =>
      Effect.map(
        rowsOf(CrawlHoldRow)(
          sql`SELECT crawls.page_budget AS budget, (SELECT count(*) FROM crawl_pages
              WHERE crawl_pages.crawl_id = crawls.id AND crawl_pages.status IN ('done', 'failed')) AS finished
            FROM crawls WHERE crawls.key_id = ${keyId} AND crawls.site = ${site} AND crawls.state = 'running'`,
        ),
        (rows) => rows.reduce((sum, row) => sum + Math.max(0, row.budget - row.finished), 0),
      )

    /** The pages of `site` the key audited today (newest first), with those its start calls in progress hold. */
    const auditedToday = (keyId: string, site: string, now: number) =>
      Effect.gen(function* () {
        return [
          ...(yield* rowsOf(SitePageRow)(
            sql`SELECT page, url FROM site_pages
                WHERE key_id = ${keyId} AND day = ${utcDay(now)} AND site = ${site} ORDER BY at DESC, page`,
          )),
          ...(yield* reservations.sitePages(keyId, site, now)),
        ]
      })

    /** `queue_full` waits for as many pages as must finish, shared out among the workers. */
    const checkInProgress = (
      keyId: string,
      adding: number,
      held: ReadonlyArray<HeldReservation>,
      workers: number,
    ) =>
      Effect.gen(function* () {
        const reserved = held.reduce((sum, reservation) => sum + reservation.pages, 0)
        const excess = (yield* pagesInProgress(keyId)) + reserved + adding - MAX_PAGES_IN_PROGRESS
        if (excess <= 0) return
        const mean = meanPageDurationMs(yield* durations.read)
        const retryAfter = Math.max(1, Math.ceil((mean * excess) / Math.max(1, workers) / 1000))
        return yield* new QueueFull({ retryAfter })
      })

    const checkSites = (
      key: { readonly id: string; readonly limits: { readonly pagesPerSite: number } },
      urls: ReadonlyArray<string>,
      now: number,
    ) =>
      Effect.gen(function* () {
        const bySite = new Map<string, Map<string, string>>()
        for (const url of urls) {
          const site = siteOf(url)
          const pages = bySite.get(site) ?? new Map<string, string>()
          if (!pages.has(pageOf(url))) pages.set(pageOf(url), url)
          bySite.set(site, pages)
        }
        for (const [site, pages] of bySite) {
          const audited = yield* auditedToday(key.id, site, now)
          const auditedPages = new Set(audited.map((row) => row.page))
          const fresh = [...pages.keys()].filter((page) => !auditedPages.has(page)).length
          const held = yield* heldByCrawls(key.id, site)
          if (auditedPages.size + fresh + held > key.limits.pagesPerSite) {
            const availableUrl = audited[0]?.url ?? [...pages.values()][0] ?? site
            return yield* new DomainLimit({
              availableUrl,
              pagesPerSite: key.limits.pagesPerSite,
              retryAfter: secondsToNextUtcDay(now),
            })
          }
        }
      })

    /** The key's limits for these URLs beside what its start calls in progress hold (`held`). */
    const admit = (keyId: string, urls: ReadonlyArray<string>, workers: number, now: number) =>
      Effect.gen(function* () {
        yield* checkPageCount(urls.length)
        yield* lockKey(keyId)
        const key = yield* activeKey(keyId)
        const held = yield* reservations.held(key.id, now)
        yield* checkInProgress(key.id, urls.length, held, workers)
        yield* checkSites(key, urls, now)
        const cost = urls.length * key.limits.fullAuditCost
        const heldUnits = held.map((reservation) => ({ at: reservation.createdAt, units: reservation.units }))
        const verdict = yield* usage.judge(key, "audit", cost, now, heldUnits)
        if (!verdict.allowed) return yield* new RateLimited({ retryAfter: verdict.retryAfter })
        return { key, cost, held }
      })

    /**
     * How many pages a crawl from `startUrl` may audit today (decision 27): the key's pages per site
     * less the other pages of the site it audited today and those its running crawls still hold. The
     * start page is not among them: it is this crawl's first. At least 1 once `admit` passed.
     */
    const siteRoom = (key: ActiveKey, startUrl: string, now: number) =>
      Effect.gen(function* () {
        const site = siteOf(startUrl)
        const others = new Set(
          (yield* auditedToday(key.id, site, now))
            .map((row) => row.page)
            .filter((page) => page !== pageOf(startUrl)),
        )
        return key.limits.pagesPerSite - others.size - (yield* heldByCrawls(key.id, site))
      })

    return { admit, siteRoom }
  })

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

    const pagesInProgress = (keyId: string) =>
      Effect.map(
        rowsOf(CountRow)(
          sql`SELECT count(*) AS count FROM pages JOIN audits ON audits.seq = pages.audit_seq
              WHERE audits.key_id = ${keyId} AND pages.status IN ('queued', 'running')`,
        ),
        (rows) => rows[0]?.count ?? 0,
      )

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
          const audited = [
            ...(yield* rowsOf(SitePageRow)(
              sql`SELECT page, url FROM site_pages
                  WHERE key_id = ${key.id} AND day = ${utcDay(now)} AND site = ${site} ORDER BY at DESC, page`,
            )),
            ...(yield* reservations.sitePages(key.id, site, now)),
          ]
          const auditedPages = new Set(audited.map((row) => row.page))
          const fresh = [...pages.keys()].filter((page) => !auditedPages.has(page)).length
          if (auditedPages.size + fresh > key.limits.pagesPerSite) {
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

    return { admit }
  })

import * as SqlClient from "@effect/sql/SqlClient"
import {
  type ChosenQuery,
  DomainLimit,
  InvalidRequest,
  type Locale,
  MAX_URLS,
  QueueFull,
  RateLimited,
  Unauthorized,
} from "@svc/contract"
import { Clock, Effect, Schema } from "effect"
import { MAX_PAGES_IN_PROGRESS } from "../limits"
import type { DurationsCache } from "../queue/recent-durations"
import { meanPageDurationMs } from "../queue-estimate"
import { pageOf, secondsToNextUtcDay, siteOf, utcDay } from "../site"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import type { UsageWindows } from "../usage/usage-windows"

/** One page of a new audit. */
export interface NewPage {
  /** The address as the caller sent it; page entries echo it. */
  readonly url: string
  /** The phrase the page will be measured against (decision 17). */
  readonly query: ChosenQuery
  /** Anything the start call wants the worker to have, e.g. the response it already fetched (JSON text). */
  readonly prefetched?: string | undefined
}

/** An audit to create, for a key, once every target answered (decision 15). */
export interface NewAudit {
  readonly keyId: string
  /** The caller's phrase, or undefined when none was sent. */
  readonly query: string | undefined
  readonly locale: Locale
  /** 1 to 10 distinct pages, in the order sent. */
  readonly pages: ReadonlyArray<NewPage>
}

/** What the start call needs to answer 202. */
export interface StartedAudit {
  readonly id: string
  /** Epoch milliseconds. */
  readonly createdAt: number
  readonly pages: number
  /** Quota units charged: pages × the key's full-audit cost. */
  readonly charged: number
}

/** Why a start call is refused by a limit. */
export type StartRefusal = QueueFull | DomainLimit | RateLimited

const KeyRow = Schema.Struct({
  id: Schema.String,
  pagesPerSite: Schema.Number,
  auditsPerHour: Schema.Number,
  fullAuditCost: Schema.Number,
  revokedAt: Schema.NullOr(Schema.Number),
})
const CountRow = Schema.Struct({ count: Schema.Number })
const SitePageRow = Schema.Struct({ page: Schema.String, url: Schema.String })
const SeqRow = Schema.Struct({ seq: Schema.Number })

const checkPageCount = (count: number) =>
  count >= 1 && count <= MAX_URLS
    ? Effect.void
    : Effect.fail(new InvalidRequest({ message: `An audit has 1 to ${MAX_URLS} pages.` }))

/**
 * Starting an audit: the limits of the start call checked and the audit, its pages, the quota charge
 * and the day's site pages written in ONE transaction — an audit is never queued uncharged, and a
 * charge is never made for an audit that was not queued.
 */
export const makeAuditStart = (usage: UsageWindows, durations: DurationsCache) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const activeKey = (keyId: string) =>
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
    const checkInProgress = (keyId: string, adding: number, workers: number) =>
      Effect.gen(function* () {
        const excess = (yield* pagesInProgress(keyId)) + adding - MAX_PAGES_IN_PROGRESS
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
          const audited = yield* rowsOf(SitePageRow)(
            sql`SELECT page, url FROM site_pages
                WHERE key_id = ${key.id} AND day = ${utcDay(now)} AND site = ${site} ORDER BY at DESC, page`,
          )
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

    const admit = (keyId: string, urls: ReadonlyArray<string>, workers: number, now: number) =>
      Effect.gen(function* () {
        yield* checkPageCount(urls.length)
        const key = yield* activeKey(keyId)
        yield* checkInProgress(key.id, urls.length, workers)
        yield* checkSites(key, urls, now)
        const cost = urls.length * key.limits.fullAuditCost
        const verdict = yield* usage.judge(key, "audit", cost, now)
        if (!verdict.allowed) return yield* new RateLimited({ retryAfter: verdict.retryAfter })
        return { key, cost }
      })

    /**
     * Would a start call for these URLs pass the key's limits now? Checked before the targets are
     * fetched, so a refused call costs no fetch; nothing is written. The start itself checks again.
     */
    const check = (keyId: string, urls: ReadonlyArray<string>, workers: number) =>
      orStoreFailure(
        sql.withTransaction(
          Effect.asVoid(Effect.flatMap(Clock.currentTimeMillis, (now) => admit(keyId, urls, workers, now))),
        ),
      )

    /** Creates the audit and charges it, or refuses it by the first limit it breaks: queue, site, quota. */
    const start = (audit: NewAudit, workers: number) =>
      orStoreFailure(
        sql.withTransaction(
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const urls = audit.pages.map((page) => page.url)
            const { key, cost } = yield* admit(audit.keyId, urls, workers, now)
            const id = crypto.randomUUID()
            const [inserted] = yield* rowsOf(SeqRow)(
              sql`INSERT INTO audits ${sql.insert({
                id,
                keyId: key.id,
                createdAt: now,
                query: audit.query ?? null,
                locale: audit.locale,
                charged: cost,
              })} RETURNING seq`,
            )
            if (inserted === undefined) return yield* Effect.dieMessage("INSERT … RETURNING gave no row")
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
            yield* usage.charge(key, "audit", cost, now)
            yield* sql`INSERT INTO site_pages ${sql.insert(
              audit.pages.map((page) => ({
                keyId: key.id,
                day: utcDay(now),
                site: siteOf(page.url),
                page: pageOf(page.url),
                url: page.url,
                at: now,
              })),
            )} ON CONFLICT (key_id, day, site, page) DO NOTHING`
            return { id, createdAt: now, pages: audit.pages.length, charged: cost } satisfies StartedAudit
          }),
        ),
      )

    return { check, start }
  })

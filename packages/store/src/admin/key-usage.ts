import { Effect, Schema } from "effect"
import { WINDOW_MS } from "../limits"
import { orStoreFailure } from "../sql-failure"
import { readerOrClient } from "../sql-reader"
import { rowsOf } from "../sql-rows"

const DAY_MS = 86_400_000

/** What a key used lately, for the admin panel. */
export interface KeyUsage {
  /** Quota units charged in the sliding hour (the `auditsPerHour` limit counts these). */
  readonly unitsThisHour: number
  /** Pages of audits started in the last hour. */
  readonly pagesThisHour: number
  /** Pages of audits started since 00:00 UTC (the per-site limit's day). */
  readonly pagesToday: number
}

export const NO_USAGE: KeyUsage = { unitsThisHour: 0, pagesThisHour: 0, pagesToday: 0 }

const UnitsRow = Schema.Struct({ keyId: Schema.String, units: Schema.Number })
const PagesRow = Schema.Struct({ keyId: Schema.String, hour: Schema.Number, today: Schema.Number })

/** Every key's usage this hour and today, by key id; keys that used nothing are absent. */
export const makeKeyUsage = Effect.gen(function* () {
  const sql = yield* readerOrClient
  return (now: number) =>
    orStoreFailure(
      Effect.gen(function* () {
        const hourAgo = now - WINDOW_MS.audit
        const dayStart = now - (now % DAY_MS)
        const units = yield* rowsOf(UnitsRow)(
          sql`SELECT key_id, sum(units) AS units FROM usage_events
              WHERE kind = 'audit' AND at > ${hourAgo} GROUP BY key_id`,
        )
        const pages = yield* rowsOf(PagesRow)(
          sql`SELECT audits.key_id,
                sum(CASE WHEN audits.created_at > ${hourAgo} THEN 1 ELSE 0 END) AS hour,
                sum(CASE WHEN audits.created_at >= ${dayStart} THEN 1 ELSE 0 END) AS today
              FROM pages JOIN audits ON audits.seq = pages.audit_seq
              WHERE audits.created_at > ${Math.min(hourAgo, dayStart)} GROUP BY audits.key_id`,
        )
        const usage = new Map<string, KeyUsage>()
        for (const row of units) usage.set(row.keyId, { ...NO_USAGE, unitsThisHour: Number(row.units) })
        for (const row of pages)
          usage.set(row.keyId, {
            ...(usage.get(row.keyId) ?? NO_USAGE),
            pagesThisHour: Number(row.hour),
            pagesToday: Number(row.today),
          })
        return usage as ReadonlyMap<string, KeyUsage>
      }),
    )
})

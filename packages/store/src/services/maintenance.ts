import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Schema } from "effect"
import { StoreFailure } from "../errors"
import { WINDOW_MS } from "../limits"
import { migrateSchema } from "../schema/migrate"
import { utcDay } from "../site"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import { makeStoreHealth } from "../store-health"
import { AuditLog } from "./audit-log"
import { Audits } from "./audits"
import { Operators } from "./operators"

/** What a purge removed. */
export interface PurgeCounts {
  readonly auditLog: number
  readonly usageEvents: number
  readonly sitePages: number
  readonly startReservations: number
  /** Expired operator sessions and sign-in failures past their window. */
  readonly operatorRows: number
}

const CountRow = Schema.Struct({ count: Schema.Number })

/** Deletes usage rows past their window and site pages of past days; answers how many of each. */
const purgeUsage = (sql: SqlClient.SqlClient, now: number) =>
  Effect.gen(function* () {
    const countOf = <E>(query: Effect.Effect<ReadonlyArray<unknown>, E>) =>
      Effect.map(rowsOf(CountRow)(query), (rows) => rows[0]?.count ?? 0)
    let usageEvents = 0
    for (const [kind, windowMs] of Object.entries(WINDOW_MS)) {
      const cutoff = now - windowMs
      usageEvents += yield* countOf(
        sql`SELECT count(*) AS count FROM usage_events WHERE kind = ${kind} AND at <= ${cutoff}`,
      )
      yield* sql`DELETE FROM usage_events WHERE kind = ${kind} AND at <= ${cutoff}`
    }
    const sitePages = yield* countOf(sql`SELECT count(*) AS count FROM site_pages WHERE day < ${utcDay(now)}`)
    yield* sql`DELETE FROM site_pages WHERE day < ${utcDay(now)}`
    return { usageEvents, sitePages }
  })

/** Keeping the database: the purge, the backup, the health probe, the migrations. */
export class Maintenance extends Effect.Service<Maintenance>()("@svc/store/Maintenance", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const auditLog = yield* AuditLog
    const audits = yield* Audits
    const operators = yield* Operators
    const purgeRest = orStoreFailure(
      sql.withTransaction(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const usage = yield* purgeUsage(sql, now)
          const startReservations = yield* audits.purgeReservations(now)
          const operatorRows = yield* operators.purge(now)
          return { ...usage, startReservations, operatorRows }
        }),
      ),
    )
    return {
      /**
       * Deletes what no limit or retention rule needs any more: audit log rows past 90 days, usage past
       * its window, site pages of past days, lapsed start reservations, expired operator sessions. The
       * server calls it periodically (hourly is plenty).
       */
      purge: Effect.map(
        Effect.zip(auditLog.purge, purgeRest),
        ([auditLogRows, rest]): PurgeCounts => ({ auditLog: auditLogRows, ...rest }),
      ),
      /** A consistent copy of the whole database in a new file (`VACUUM INTO`), while the store runs. */
      backup: (destination: string) =>
        orStoreFailure(
          sql.onDialectOrElse({
            sqlite: () => Effect.asVoid(sql`VACUUM INTO ${destination}`),
            orElse: () =>
              Effect.fail(
                new StoreFailure({
                  message:
                    'backup copies SQLite databases only; on PostgreSQL use pg_dump (see docs/operations.md, "Beyond one machine")',
                }),
              ),
          }),
        ),
      health: yield* makeStoreHealth,
      /** Runs the migrations the database needs (none once the store is open: it migrated as it opened). */
      migrate: Effect.provideService(migrateSchema, SqlClient.SqlClient, sql),
    }
  }),
}) {}

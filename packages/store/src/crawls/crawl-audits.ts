import type * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Schema } from "effect"
import type { CoordinationShape } from "../coordination/coordination"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"

const IdRow = Schema.Struct({ id: Schema.String })

/** The most crawls of API audits one look of a work process lists. */
const CRAWLS_A_LOOK = 20

const BudgetRow = Schema.Struct({
  keyId: Schema.String,
  createdAt: Schema.Number,
  charged: Schema.Number,
  pageBudget: Schema.NullOr(Schema.Number),
  listed: Schema.Number,
})
const UnitsRow = Schema.Struct({ units: Schema.Number })

/**
 * The crawls of API audits as the work processes see them: those to work on (running), those ended
 * but not yet judged, and the judgement, written once whichever process ends the crawl
 * (the unused budget's quota given back with it).
 */
export const makeCrawlAudits = (sql: SqlClient.SqlClient, coordination: CoordinationShape) => {
  /**
   * Gives back the quota of the pages a judged crawl did not use: its start charged the whole budget
   * (`pageBudget` pages at the full-audit cost, one charge at the audit's start), and a site smaller
   * than the budget leaves some unused. The charge keeps its time, so what is left of it leaves the
   * window when it would have. Once, with the judgement; nothing when the charge left the window.
   */
  const refundUnusedBudget = (crawlId: string) =>
    Effect.gen(function* () {
      const [crawl] = yield* rowsOf(BudgetRow)(
        sql`SELECT audits.key_id, audits.created_at, audits.charged, crawls.page_budget,
            (SELECT count(*) FROM pages WHERE pages.audit_seq = audits.seq) AS listed
          FROM crawls JOIN audits ON audits.seq = crawls.audit_seq WHERE crawls.id = ${crawlId}`,
      )
      if (crawl === undefined || crawl.pageBudget === null || crawl.pageBudget <= 0) return
      const perPage = crawl.charged / crawl.pageBudget
      const unused = Math.max(0, crawl.pageBudget - Number(crawl.listed))
      const refund = Math.floor(unused * perPage)
      if (refund <= 0) return
      const [charge] = yield* rowsOf(UnitsRow)(
        sql`SELECT units FROM usage_events WHERE key_id = ${crawl.keyId} AND kind = 'audit'
          AND at = ${crawl.createdAt} AND units = ${crawl.charged}`,
      )
      if (charge === undefined) return
      if (charge.units > refund)
        yield* sql`UPDATE usage_events SET units = units - ${refund} WHERE key_id = ${crawl.keyId}
          AND kind = 'audit' AND at = ${crawl.createdAt} AND units = ${crawl.charged}`
      else
        yield* sql`DELETE FROM usage_events WHERE key_id = ${crawl.keyId} AND kind = 'audit'
          AND at = ${crawl.createdAt} AND units = ${crawl.charged}`
    })

  return {
    /** The crawls of API audits still running, oldest first: every work process helps with each. */
    runningAuditCrawls: orStoreFailure(
      Effect.map(
        rowsOf(IdRow)(
          sql`SELECT id FROM crawls WHERE audit_seq IS NOT NULL AND state = 'running'
          ORDER BY started_at, id LIMIT ${CRAWLS_A_LOOK}`,
        ),
        (rows) => rows.map((row) => row.id),
      ),
    ),

    /**
     * The crawls of API audits that ended before `endedBefore` and have no judgement yet (the process
     * that ended one died before judging it).
     */
    unjudgedAuditCrawls: (endedBefore: number) =>
      orStoreFailure(
        Effect.map(
          rowsOf(IdRow)(
            sql`SELECT id FROM crawls WHERE audit_seq IS NOT NULL AND state <> 'running' AND judgement IS NULL
            AND ended_at < ${endedBefore} ORDER BY ended_at, id LIMIT ${CRAWLS_A_LOOK}`,
          ),
          (rows) => rows.map((row) => row.id),
        ),
      ),

    /**
     * Writes an ended crawl's site judgement (JSON) once: true for the write that stored it, false when
     * another process's judgement was there first or the crawl runs still. The audit is complete from then.
     */
    recordJudgement: (crawlId: string, judgement: unknown) =>
      orStoreFailure(
        Effect.gen(function* () {
          const stored = yield* sql.withTransaction(
            Effect.gen(function* () {
              const rows = yield* rowsOf(IdRow)(
                sql`UPDATE crawls SET judgement = ${JSON.stringify(judgement)}
                WHERE id = ${crawlId} AND state <> 'running' AND judgement IS NULL RETURNING id`,
              )
              if (rows.length > 0) yield* refundUnusedBudget(crawlId)
              if (rows.length > 0) yield* coordination.markChange
              return rows.length > 0
            }),
          )
          if (stored) yield* coordination.changed
          return stored
        }),
      ),
  }
}

import type * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Schema } from "effect"
import type { CoordinationShape } from "../coordination/coordination"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"

const IdRow = Schema.Struct({ id: Schema.String })

/** The most crawls of API audits one look of a work process lists. */
const CRAWLS_A_LOOK = 20

/**
 * The crawls of API audits as the work processes see them: those to work on (running), those ended
 * but not yet judged, and the judgement, written once whichever process ends the crawl.
 */
export const makeCrawlAudits = (sql: SqlClient.SqlClient, coordination: CoordinationShape) => ({
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
            if (rows.length > 0) yield* coordination.markChange
            return rows.length > 0
          }),
        )
        if (stored) yield* coordination.changed
        return stored
      }),
    ),
})

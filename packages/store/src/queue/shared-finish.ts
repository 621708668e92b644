import type * as SqlClient from "@effect/sql/SqlClient"
import type { PageFailure } from "@svc/contract"
import { Clock, Effect, Schema } from "effect"
import type { CoordinationShape } from "../coordination/coordination"
import { LeaseLost } from "../errors"
import { logUrl } from "../log-url"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import type { LeasedRef } from "./leased-page"

const FinishedCountRow = Schema.Struct({ finished: Schema.Number })

/**
 * PostgreSQL: finishes the page `owner` holds, writes its audit log row and moves `state`, in one
 * statement (one round trip where a transaction took six). The row lock is waited for and the
 * lease checked again after the wait (PostgreSQL reads the row again before updating it).
 */
export const makeSharedFinish =
  (sql: SqlClient.SqlClient, coordination: CoordinationShape) =>
  (owner: string, page: LeasedRef, outcome: { readonly result: string } | PageFailure) =>
    Effect.ensuring(
      orStoreFailure(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const done = "result" in outcome
          const status = done ? "done" : "failed"
          const [row] = yield* rowsOf(FinishedCountRow)(sql`WITH finished AS (
              UPDATE pages SET status = ${status}, result = ${done ? outcome.result : null},
                error_code = ${done ? null : outcome.code}, error_message = ${done ? null : outcome.error},
                prefetched = NULL, lease_owner = NULL, lease_expires_at = NULL, finished_at = ${now}
              FROM audits JOIN api_keys ON api_keys.id = audits.key_id
              WHERE audits.id = ${page.auditId} AND pages.audit_seq = audits.seq
                AND pages.page_index = ${page.index} AND pages.status = 'running'
                AND pages.lease_owner = ${owner}
              RETURNING api_keys.label AS key_label, pages.url, pages.started_at),
            logged AS (
              INSERT INTO audit_log (at, key_label, url, audit_id, page_index, status, duration_ms)
              SELECT ${now}::bigint, finished.key_label,
                CASE WHEN finished.url = ${page.url}::text THEN ${logUrl(page.url)}::text
                  ELSE split_part(split_part(finished.url, '#', 1), '?', 1) END,
                ${page.auditId}::text, ${page.index}::integer, ${status}::text,
                GREATEST(0, ${now}::bigint - finished.started_at)
              FROM finished),
            bumped AS (
              UPDATE change_counters SET value = value + 1
              WHERE name = 'state' AND EXISTS (SELECT 1 FROM finished))
            SELECT count(*) AS finished FROM finished`)
          if ((row?.finished ?? 0) === 0)
            return yield* new LeaseLost({ auditId: page.auditId, index: page.index, owner })
        }),
      ),
      coordination.changed,
    )

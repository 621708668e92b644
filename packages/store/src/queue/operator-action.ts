import type * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Schema } from "effect"
import type { CoordinationShape } from "../coordination/coordination"
import { PageInWrongState, PageNotFound, PageOfCrawl } from "../errors"
import { logUrl } from "../log-url"
import { orStoreFailure } from "../sql-failure"
import { rowsOf, SqlBoolean } from "../sql-rows"
import type { PageRef } from "./leased-page"

/** What an operator did to a page of the queue; the audit log row says it, with the operator. */
export type OperatorAction = "cancelled" | "retried"

const TargetRow = Schema.Struct({
  auditSeq: Schema.Number,
  pageIndex: Schema.Number,
  keyLabel: Schema.String,
  url: Schema.String,
  status: Schema.String,
  ofCrawl: SqlBoolean,
})
export type ActionTarget = typeof TargetRow.Type

/**
 * An operator's action on one page, in one transaction: the page found and locked, refused when a crawl
 * audited it or unless it is `needed` (queued to cancel, failed to retry), changed by `change`, and the audit log row naming
 * the operator written beside it. The state version moves, so status records show the change at once.
 */
export const makeOperatorAction =
  (sql: SqlClient.SqlClient, coordination: CoordinationShape) =>
  <E, R>(
    action: OperatorAction,
    needed: "queued" | "failed",
    change: (page: ActionTarget, now: number) => Effect.Effect<unknown, E, R>,
  ) =>
  (ref: PageRef, operator: string) =>
    Effect.ensuring(
      orStoreFailure(
        sql.withTransaction(
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const [page] = yield* rowsOf(TargetRow)(
              sql`SELECT pages.audit_seq, pages.page_index, api_keys.label AS key_label, pages.url, pages.status,
                      EXISTS (SELECT 1 FROM crawls WHERE crawls.audit_seq = pages.audit_seq) AS of_crawl
                    FROM pages JOIN audits ON audits.seq = pages.audit_seq JOIN api_keys ON api_keys.id = audits.key_id
                    WHERE audits.id = ${ref.auditId} AND pages.page_index = ${ref.index} ${coordination.pageLock("wait")}`,
            )
            if (page === undefined) return yield* new PageNotFound(ref)
            if (page.ofCrawl) return yield* new PageOfCrawl(ref)
            if (page.status !== needed)
              return yield* new PageInWrongState({ ...ref, status: page.status, needed })
            yield* change(page, now)
            yield* sql`INSERT INTO audit_log ${sql.insert({
              at: now,
              keyLabel: page.keyLabel,
              url: logUrl(page.url),
              auditId: ref.auditId,
              pageIndex: ref.index,
              status: "failed",
              durationMs: 0,
              operator,
              action,
            })}`
            yield* coordination.markChange
            return {
              auditId: ref.auditId,
              index: ref.index,
              url: logUrl(page.url),
              keyLabel: page.keyLabel,
            }
          }),
        ),
      ),
      coordination.changed,
    )

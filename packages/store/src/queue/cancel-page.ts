import * as SqlClient from "@effect/sql/SqlClient"
import type { PageFailure } from "@svc/contract"
import { Effect } from "effect"
import type { CoordinationShape } from "../coordination/coordination"
import { makeOperatorAction } from "./operator-action"

const cancelled: PageFailure = { code: "cancelled", error: "An operator cancelled the page before it ran." }

/**
 * Cancels a queued page for an operator: it fails with `cancelled` and is never run, so an audit whose
 * other pages are finished is `complete` (decision 12: every page `done` or `failed`). A page already
 * running, finished or unknown is refused, changing nothing.
 */
export const makeCancelPage = (coordination: CoordinationShape) =>
  Effect.map(SqlClient.SqlClient, (sql) =>
    makeOperatorAction(sql, coordination)(
      "cancelled",
      "queued",
      (page, now) =>
        sql`UPDATE pages SET ${sql.update({
          status: "failed",
          errorCode: cancelled.code,
          errorMessage: cancelled.error,
          prefetched: null,
          finishedAt: now,
        })} WHERE audit_seq = ${page.auditSeq} AND page_index = ${page.pageIndex} AND status = 'queued'`,
    ),
  )

import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"
import type { CoordinationShape } from "../coordination/coordination"
import { makeOperatorAction } from "./operator-action"

/**
 * Retries a failed page for an operator: it goes back to the end of the queue with its tries counted
 * afresh, and its audit is no longer complete until it finishes again (announced, so a worker of any
 * process takes it). A page that is not failed, or unknown, is refused, changing nothing.
 */
export const makeRetryPage = (coordination: CoordinationShape) =>
  Effect.map(SqlClient.SqlClient, (sql) => {
    const retry = makeOperatorAction(sql, coordination)(
      "retried",
      "failed",
      (page) =>
        sql`UPDATE pages SET ${sql.update({
          status: "queued",
          errorCode: null,
          errorMessage: null,
          attempts: 0,
          startedAt: null,
          finishedAt: null,
        })} WHERE audit_seq = ${page.auditSeq} AND page_index = ${page.pageIndex} AND status = 'failed'`,
    )
    return (...args: Parameters<typeof retry>) => Effect.tap(retry(...args), () => coordination.announce(1))
  })

import type * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect } from "effect"
import { LeaseLost } from "../errors"
import { orStoreFailure } from "../sql-failure"
import type { PageRef } from "./leased-page"
import type { QueueChanges } from "./queue-changes"
import type { RunningPages } from "./running-pages"

/**
 * Extends a lease by `leaseMs` from now; fails with `LeaseLost` once the page is no longer the
 * owner's. Renewing changes no audit's state: the version does not move.
 */
export const makeLeaseRenewal = (
  sql: SqlClient.SqlClient,
  shared: boolean,
  running: RunningPages,
  changes: QueueChanges,
) => {
  /** PostgreSQL: one statement, which waits for the row's lock and checks the lease again after the wait. */
  const renewAlone = (owner: string, ref: PageRef, leaseMs: number) =>
    orStoreFailure(
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const renewed = yield* sql`UPDATE pages SET lease_expires_at = ${now + leaseMs} FROM audits
          WHERE audits.id = ${ref.auditId} AND pages.audit_seq = audits.seq AND pages.page_index = ${ref.index}
            AND pages.status = 'running' AND pages.lease_owner = ${owner}
          RETURNING pages.page_index`
        if (renewed.length === 0)
          return yield* new LeaseLost({ auditId: ref.auditId, index: ref.index, owner })
        return now + leaseMs
      }),
    )

  const renewLocked = (owner: string, ref: PageRef, leaseMs: number) =>
    changes.inTransaction((now) =>
      Effect.gen(function* () {
        const page = yield* running.owned(owner, ref)
        yield* sql`UPDATE pages SET lease_expires_at = ${now + leaseMs}
        WHERE audit_seq = ${page.auditSeq} AND page_index = ${page.pageIndex}`
        return now + leaseMs
      }),
    )

  return (owner: string, ref: PageRef, leaseMs: number) =>
    shared ? renewAlone(owner, ref, leaseMs) : renewLocked(owner, ref, leaseMs)
}

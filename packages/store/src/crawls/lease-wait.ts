import type * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Schema } from "effect"
import { orStoreFailure } from "../sql-failure"
import { rowsOf, SqlBoolean } from "../sql-rows"

/** What a crawl worker that found nothing to lease may wait for, as the store sees the crawl now. */
export interface LeaseWait {
  /**
   * The earliest time, later than now, a URL may become leasable that the store can tell: the next
   * allowed start (Crawl-delay, Retry-After) of a host with queued URLs, or the end of a lease another
   * process holds on a request slot (the lease of a process that died ends then, unrenewed, and its
   * page is leasable again); null when there is neither.
   */
  readonly nextStartAt: number | null
  /**
   * Whether a URL may become leasable sooner, at a time the store cannot tell: a host with queued URLs
   * whose time has come (its slots held, its URLs put off, or the page budget spent), or a request slot
   * held by a process other than the asking one (it may free the slot or queue URLs at any moment).
   */
  readonly unforeseeable: boolean
}

const WaitRow = Schema.Struct({
  nextStartAt: Schema.NullOr(Schema.Number),
  leaseEndsAt: Schema.NullOr(Schema.Number),
  due: SqlBoolean,
  elsewhere: SqlBoolean,
})

/** When a crawl's next lease may succeed: read by idle workers instead of asking for a lease on a fixed beat. */
export const makeLeaseWait = (sql: SqlClient.SqlClient) => ({
  /** What a worker of a process whose leases and request slots are held as `mine` (its owners) may wait for. */
  leaseWait: (crawlId: string, mine: ReadonlyArray<string>) =>
    orStoreFailure(
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        // One index probe a host (`crawl_pages_frontier`); a crawl has few hosts and few request slots.
        const queued = sql`EXISTS (SELECT 1 FROM crawl_pages p WHERE p.crawl_id = h.crawl_id AND p.host = h.host AND p.status = 'queued')`
        const heldElsewhere = sql`FROM crawl_host_slots s WHERE s.crawl_id = ${crawlId} AND s.lease_owner IS NOT NULL
          AND s.lease_expires_at > ${now} AND NOT ${sql.in("s.lease_owner", mine)}`
        const [row] = yield* rowsOf(WaitRow)(
          sql`SELECT
            (SELECT min(h.next_at) FROM crawl_hosts h WHERE h.crawl_id = ${crawlId} AND h.given_up IS NULL
              AND h.next_at > ${now} AND ${queued}) AS next_start_at,
            (SELECT min(s.lease_expires_at) ${heldElsewhere}) AS lease_ends_at,
            EXISTS (SELECT 1 FROM crawl_hosts h WHERE h.crawl_id = ${crawlId} AND h.given_up IS NULL
              AND h.next_at <= ${now} AND ${queued}) AS due,
            EXISTS (SELECT 1 ${heldElsewhere}) AS elsewhere`,
        )
        const times = [row?.nextStartAt, row?.leaseEndsAt].filter(
          (time): time is number => typeof time === "number",
        )
        return {
          nextStartAt: times.length === 0 ? null : Math.min(...times),
          unforeseeable: row === undefined || row.due || row.elsewhere,
        } satisfies LeaseWait
      }),
    ),
})

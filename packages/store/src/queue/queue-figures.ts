import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Schema } from "effect"
import type { StoreFailure } from "../errors"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"

/** How often a process with workers says it is alive. */
export const HEARTBEAT_INTERVAL_MS = 10_000

/** A process not heard from for this long counts as gone (three heartbeats missed). */
export const HEARTBEAT_STALE_MS = 3 * HEARTBEAT_INTERVAL_MS

/** The queue as an operator watches it (`/healthz`), over every process on the database. */
export interface QueueFigures {
  /** Pages waiting for a worker. */
  readonly queued: number
  /** Seconds since the audit of the oldest queued page was accepted; null when none is queued. */
  readonly oldestQueuedSeconds: number | null
  /** Pages a worker holds a lease on. */
  readonly running: number
  /** Seconds since the oldest running page's try started; null when none runs. */
  readonly oldestLeaseSeconds: number | null
  /** Workers of the processes that said they were alive within the last 30 seconds. */
  readonly workersAlive: number
}

export interface WorkerHeartbeats {
  /** Records that `process` runs `workers` workers now. */
  readonly beat: (process: string, workers: number) => Effect.Effect<void, StoreFailure>
  /** Removes a stopping process's row. */
  readonly forget: (process: string) => Effect.Effect<void, StoreFailure>
  readonly figures: Effect.Effect<QueueFigures, StoreFailure>
}

const FiguresRow = Schema.Struct({
  queued: Schema.Number,
  oldestQueuedAt: Schema.NullOr(Schema.Number),
  running: Schema.Number,
  oldestLeaseAt: Schema.NullOr(Schema.Number),
  workersAlive: Schema.Number,
})

const secondsSince = (now: number, at: number | null) =>
  at === null ? null : Math.max(0, Math.floor((now - at) / 1_000))

export const makeWorkerHeartbeats: Effect.Effect<WorkerHeartbeats, never, SqlClient.SqlClient> = Effect.gen(
  function* () {
    const sql = yield* SqlClient.SqlClient
    return {
      beat: (process, workers) =>
        orStoreFailure(
          Effect.flatMap(
            Clock.currentTimeMillis,
            (now) =>
              sql`INSERT INTO worker_heartbeats ${sql.insert({ process, workers, seenAt: now })}
                  ON CONFLICT (process) DO UPDATE SET workers = excluded.workers, seen_at = excluded.seen_at`,
          ),
        ),
      forget: (process) => orStoreFailure(sql`DELETE FROM worker_heartbeats WHERE process = ${process}`),
      figures: orStoreFailure(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const [row] = yield* rowsOf(FiguresRow)(
            sql`SELECT
                (SELECT count(*) FROM pages WHERE status = 'queued') AS queued,
                (SELECT audits.created_at FROM pages JOIN audits ON audits.seq = pages.audit_seq
                  WHERE pages.status = 'queued' ORDER BY pages.audit_seq LIMIT 1) AS oldest_queued_at,
                (SELECT count(*) FROM pages WHERE status = 'running') AS running,
                (SELECT min(started_at) FROM pages WHERE status = 'running') AS oldest_lease_at,
                (SELECT CAST(coalesce(sum(workers), 0) AS BIGINT) FROM worker_heartbeats
                  WHERE seen_at > ${now - HEARTBEAT_STALE_MS}) AS workers_alive`,
          )
          return {
            queued: row?.queued ?? 0,
            oldestQueuedSeconds: secondsSince(now, row?.oldestQueuedAt ?? null),
            running: row?.running ?? 0,
            oldestLeaseSeconds: secondsSince(now, row?.oldestLeaseAt ?? null),
            workersAlive: row?.workersAlive ?? 0,
          } satisfies QueueFigures
        }),
      ),
    }
  },
)

import * as SqlClient from "@effect/sql/SqlClient"
import * as PgClient from "@effect/sql-pg/PgClient"
import { Effect, Layer, Schema, Stream } from "effect"
import { StoreFailure } from "../errors"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import { watchCommits } from "./commit-watcher"
import { Coordination } from "./coordination"
import { makeStateVersion } from "./state-version"

/** The PostgreSQL channel on which processes say pages were queued. */
export const QUEUE_CHANNEL = "svc_pages_queued"

const CounterRow = Schema.Struct({ value: Schema.Number })

/**
 * Processes sharing a PostgreSQL database: transactions of other connections run beside this one's.
 * A transaction that changes some audit's state moves the `state` change counter (migration 5) as its
 * last statement, and every process reads the counter each interval; one key's charges wait for the
 * key's row lock; page rows are locked as they are read (`SKIP LOCKED` where another worker's lease
 * may hold them); queued pages are announced on a `LISTEN`/`NOTIFY` channel.
 */
export const makeSharedCoordination = (pg: PgClient.PgClient) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const version = makeStateVersion()
    const stateCounter = Effect.map(
      rowsOf(CounterRow)(sql`SELECT value FROM change_counters WHERE name = 'state'`),
      (rows) => rows[0]?.value ?? 0,
    )
    const noticeCommits = orStoreFailure(Effect.flatMap(stateCounter, version.observe))
    const lockKey = (keyId: string) =>
      Effect.asVoid(sql`SELECT 1 FROM api_keys WHERE id = ${keyId} FOR UPDATE`)

    // The counter as the store opens: nothing is kept yet, so it moves nothing.
    version.start(yield* Effect.orElseSucceed(stateCounter, () => undefined))
    yield* watchCommits(noticeCommits)

    return Coordination.of({
      shared: true,
      stateVersion: version.current,
      changed: version.bump,
      markChange: Effect.asVoid(sql`UPDATE change_counters SET value = value + 1 WHERE name = 'state'`),
      noticeCommits,
      commitMark: Effect.succeed(undefined),
      byKey: (keyId, effect) => sql.withTransaction(Effect.zipRight(lockKey(keyId), effect)),
      lockKey,
      lockCrawl: (crawlId) => Effect.asVoid(sql`SELECT 1 FROM crawls WHERE id = ${crawlId} FOR UPDATE`),
      lockTable: (table) => Effect.asVoid(sql`LOCK TABLE ${sql(table)} IN SHARE ROW EXCLUSIVE MODE`),
      pageLock: (mode) =>
        sql.literal(mode === "wait" ? "FOR UPDATE OF pages" : "FOR UPDATE OF pages SKIP LOCKED"),
      // A lost announcement costs a worker's fallback poll, never a page: it is not worth a failure.
      // pg_notify, not the client's `NOTIFY channel, $1`: NOTIFY takes no bound parameters.
      announce: (pages) => Effect.ignore(pg`SELECT pg_notify(${QUEUE_CHANNEL}, ${String(pages)})`),
      announcements: Stream.mapError(
        Stream.map(pg.listen(QUEUE_CHANNEL), (payload) => Math.max(1, Number.parseInt(payload, 10) || 1)),
        (error) =>
          new StoreFailure({ message: `Listening for queued pages failed: ${error.message}`, cause: error }),
      ),
    })
  })

/** Coordination on a shared PostgreSQL database; the watcher runs while the layer lives. */
export const SharedCoordinationLive = Layer.scoped(
  Coordination,
  Effect.flatMap(PgClient.PgClient, makeSharedCoordination),
)

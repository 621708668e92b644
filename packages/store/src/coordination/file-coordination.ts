import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Layer, PubSub, Schema, Stream } from "effect"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import { watchCommits } from "./commit-watcher"
import { Coordination } from "./coordination"
import { makeStateVersion } from "./state-version"

const DataVersionRow = Schema.Struct({ dataVersion: Schema.Number })

/**
 * One process serves an SQLite file: its single writer connection runs one transaction at a time
 * (BEGIN IMMEDIATE takes the database's write lock), so no row lock is needed; `PRAGMA data_version`,
 * read on that connection, moves when another connection (a `svc keys` command, a second process)
 * committed; announcements of queued pages are heard in this process only.
 */
export const makeFileCoordination = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const version = makeStateVersion()
  const commitMark = Effect.map(
    rowsOf(DataVersionRow)(sql`PRAGMA data_version`),
    (rows): number | undefined => rows[0]?.dataVersion,
  )
  const noticeCommits = orStoreFailure(Effect.flatMap(commitMark, version.observe))
  const queued = yield* PubSub.unbounded<number>()

  // The data version as the store opens: nothing is kept yet, so it moves nothing.
  version.start(yield* Effect.orElseSucceed(commitMark, () => undefined))
  yield* watchCommits(noticeCommits)

  return Coordination.of({
    shared: false,
    stateVersion: version.current,
    changed: version.bump,
    markChange: Effect.void,
    noticeCommits,
    commitMark,
    byKey: (_keyId, effect) => effect,
    lockKey: () => Effect.void,
    lockCrawl: () => Effect.void,
    lockTable: () => Effect.void,
    pageLock: () => sql.literal(""),
    announce: (pages) => Effect.asVoid(PubSub.publish(queued, pages)),
    announcements: Stream.fromPubSub(queued),
  })
})

/** Coordination on an SQLite file, over its SqlClient; the watcher runs while the layer lives. */
export const FileCoordinationLive = Layer.scoped(Coordination, makeFileCoordination)

import type * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Deferred, Effect, FiberId, Schema } from "effect"
import { makeBatchedLookups } from "../batched-lookups"
import type { StoreFailure } from "../errors"
import { WINDOW_MS } from "../limits"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import type { PollMemory } from "./poll-memory"

/** PostgreSQL: the most windows one statement reads. */
const MAX_WINDOWS_A_READ = 500

const AtRow = Schema.Struct({ at: Schema.Number })
const KeyAtRow = Schema.Struct({ keyId: Schema.String, at: Schema.Number })

type WindowLoad = Deferred.Deferred<ReadonlyArray<number>, StoreFailure>

const windowMs = WINDOW_MS.poll

/**
 * A key's window — its charge times in the last minute — read from `usage_events` on the key's first
 * poll, on `reader` (never waiting for a write), and kept in `memory`: shared by every poll of the
 * key that asks meanwhile. On PostgreSQL the windows asked for together are read in batches.
 */
export const makeWindowLoads = (memory: PollMemory, reader: SqlClient.SqlClient, shared: boolean) => {
  const { windows, arriving } = memory
  /** Window reads on their way, shared by the polls of their key. */
  const loads = new Map<string, WindowLoad>()

  /**
   * PostgreSQL: the keys' charges in the batches up to the number seen (all committed), and those of
   * later batches that rounds add while the read is on its way; one statement for all the keys.
   */
  const loadShared = (keyIds: ReadonlyArray<string>) =>
    Effect.suspend(() => {
      const upTo = memory.pollsSeen
      const later = new Map(keyIds.map((keyId) => [keyId, [] as Array<number>]))
      for (const [keyId, charges] of later) arriving.set(keyId, charges)
      return Effect.gen(function* () {
        const since = (yield* Clock.currentTimeMillis) - windowMs
        const rows = yield* rowsOf(KeyAtRow)(
          reader`SELECT key_id, at FROM usage_events WHERE ${reader.in("key_id", keyIds)} AND kind = 'poll'
            AND at > ${since} AND (poll_batch IS NULL OR poll_batch <= ${upTo})`,
        )
        const loaded = new Map<string, Array<number>>()
        for (const [keyId, charges] of later) loaded.set(keyId, [...charges])
        for (const row of rows) loaded.get(row.keyId)?.push(row.at)
        for (const [keyId, charges] of loaded) {
          charges.sort((a, b) => a - b)
          windows.set(keyId, charges)
        }
        return loaded
      }).pipe(
        Effect.ensuring(
          Effect.sync(() => {
            for (const keyId of keyIds) arriving.delete(keyId)
          }),
        ),
      )
    })

  /** PostgreSQL: windows read in batches, one statement at a time, for all the keys asked for meanwhile. */
  const loadBatched = makeBatchedLookups({
    maxIds: MAX_WINDOWS_A_READ,
    lookUp: (keyIds) =>
      Effect.map(orStoreFailure(loadShared(keyIds)), (loaded) =>
        keyIds.map((keyId): ReadonlyArray<number> => loaded.get(keyId) ?? []),
      ),
  })

  const loadWindow = (keyId: string) =>
    Effect.gen(function* () {
      for (;;) {
        const started = memory.rereads
        const since = (yield* Clock.currentTimeMillis) - windowMs
        const rows = yield* rowsOf(AtRow)(
          reader`SELECT at FROM usage_events WHERE key_id = ${keyId} AND kind = 'poll' AND at > ${since} ORDER BY at`,
        )
        if (memory.rereads === started) {
          const loaded = rows.map((row) => row.at)
          windows.set(keyId, loaded)
          return loaded
        }
      }
    })

  /** The key's window is kept, or being read: shared by every poll of the key that asks meanwhile. */
  const ensureWindow = (keyId: string): Effect.Effect<ReadonlyArray<number>, StoreFailure> =>
    Effect.suspend(() => {
      const kept = windows.get(keyId)
      if (kept !== undefined) return Effect.succeed(kept)
      if (shared) return loadBatched(keyId)
      const pending = loads.get(keyId)
      if (pending !== undefined) return Deferred.await(pending)
      const load: WindowLoad = Deferred.unsafeMake(FiberId.none)
      loads.set(keyId, load)
      const settle = Effect.flatMap(Effect.exit(orStoreFailure(loadWindow(keyId))), (loaded) =>
        Effect.sync(() => {
          loads.delete(keyId)
          Deferred.unsafeDone(load, loaded)
        }),
      )
      return Effect.zipRight(Effect.forkDaemon(settle), Deferred.await(load))
    })

  return ensureWindow
}

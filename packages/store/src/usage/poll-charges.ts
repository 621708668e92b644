import * as SqlClient from "@effect/sql/SqlClient"
import { RateLimited } from "@svc/contract"
import { Clock, Deferred, Duration, Effect, Exit, FiberId, Schema, type Scope } from "effect"
import { makeBatchedLookups } from "../batched-lookups"
import type { CoordinationShape } from "../coordination/coordination"
import type { StoreFailure } from "../errors"
import { POLLS_PER_MINUTE, WINDOW_MS } from "../limits"
import { judgeWindow } from "../sliding-window"
import { orStoreFailure } from "../sql-failure"
import { readerOrClient } from "../sql-reader"
import { rowsOf } from "../sql-rows"
import type { ChargedKey } from "./usage-windows"

/** Charges taken are written this soon. */
export const POLL_WRITE_INTERVAL_MS = 100
/** After a failed write the next try waits twice as long as the last, up to this. */
export const POLL_WRITE_MAX_BACKOFF_MS = 5_000

/**
 * The writer's rounds keep wall-clock time, whatever clock judges the polls: a test clock moved on by
 * hours must not run one round for every interval it skips.
 */
const wallClock = Clock.make()

/** PostgreSQL: the most windows one statement reads. */
const MAX_WINDOWS_A_READ = 500

/** Multi-row inserts of these sizes only, so that a handful of prepared statements serve every batch (not on SQLite). */
const INSERT_CHUNKS = [64, 8, 1] as const

const AtRow = Schema.Struct({ at: Schema.Number })
const KeyAtRow = Schema.Struct({ keyId: Schema.String, at: Schema.Number })
const CounterRow = Schema.Struct({ value: Schema.Number })
const BatchRow = Schema.Struct({ value: Schema.Number })

/** A poll charged in memory, not yet written. */
interface Charge {
  readonly keyId: string
  readonly at: number
}

type WindowLoad = Deferred.Deferred<ReadonlyArray<number>, StoreFailure>

/**
 * Status polls: 120 per key per sliding minute, outside the quota (the Limits table), judged and
 * charged in memory and written behind. Each key's window — its charge times in the last minute — is
 * read from `usage_events` on the key's first poll (on the reader, never waiting for a write) and kept
 * up to date by every poll, so the 121st poll of a minute is refused exactly, also while the database
 * is slow to write. A poll is answered at once; its charge is written with the others taken in the
 * same interval, in one transaction, within `POLL_WRITE_INTERVAL_MS` (and when the store closes). A
 * write that fails is tried again, later and later; while writes fail, charges that leave their window
 * unwritten are dropped with a warning — no limit reads them any more — so at most 120 charges per key
 * wait in memory. A crash loses the charges of the last interval.
 *
 * On one file, the coordination's commit mark (`PRAGMA data_version`, read on the writer's connection)
 * tells whether another connection committed: the next write transaction then reads every kept window
 * again, with the write lock held, so two server processes on one file see each other's charges
 * within an interval.
 *
 * On a shared PostgreSQL database the `polls` change counter (migration 5) tells instead, read once an
 * interval: each write of charges moves it under its row lock and stamps its rows with the new
 * number, so the charges other processes wrote since the last number seen — and only those — are read
 * and added to the kept windows: in the write transaction (the numbers below its own are committed),
 * or alone when this process has nothing to write.
 */
export const makePollCharges = (
  coordination: CoordinationShape,
): Effect.Effect<
  {
    readonly take: (key: ChargedKey) => Effect.Effect<void, RateLimited | StoreFailure>
    readonly flush: Effect.Effect<void, StoreFailure>
  },
  never,
  SqlClient.SqlClient | Scope.Scope
> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const reader = yield* readerOrClient
    const windowMs = WINDOW_MS.poll
    /** Charge times in the window (or about to leave it), oldest first: the store's rows and the unwritten. */
    const windows = new Map<string, Array<number>>()
    /** Window reads on their way, shared by the polls of their key. */
    const loads = new Map<string, WindowLoad>()
    let unwritten: Array<Charge> = []
    /** Counts re-reads of every window after another connection committed; a load that straddles one reads again. */
    let rereads = 0
    /** The data version at which the kept windows were last read again whole (undefined: unknown). */
    let windowsExactAt: number | undefined
    let lastForgetAt = Number.NEGATIVE_INFINITY
    /** Charges are dropped only while writes fail: a round that never ran (a test clock, a paused process) loses none. */
    let lastRoundFailed = false
    const writing = yield* Effect.makeSemaphore(1)
    const { shared, commitMark } = coordination
    /** PostgreSQL: the `polls` counter up to which every batch of charges is in the kept windows. */
    let pollsSeen = 0
    /** PostgreSQL: charges of later batches for keys whose window is being read. */
    const arriving = new Map<string, Array<number>>()

    /**
     * PostgreSQL: the keys' charges in the batches up to the number seen (all committed), and those of
     * later batches that rounds add while the read is on its way; one statement for all the keys.
     */
    const loadShared = (keyIds: ReadonlyArray<string>) =>
      Effect.suspend(() => {
        const upTo = pollsSeen
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
          const started = rereads
          const since = (yield* Clock.currentTimeMillis) - windowMs
          const rows = yield* rowsOf(AtRow)(
            reader`SELECT at FROM usage_events WHERE key_id = ${keyId} AND kind = 'poll' AND at > ${since} ORDER BY at`,
          )
          if (rereads === started) {
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

    /** Charges a status poll of `key`, or fails with `RateLimited` (and `retryAfter`) past 120 a minute. */
    const take = (key: ChargedKey): Effect.Effect<void, RateLimited | StoreFailure> =>
      Effect.flatMap(ensureWindow(key.id), (loaded) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) => {
          // From here to the end, no other fiber runs: judging and charging are one step.
          let charges = windows.get(key.id)
          if (charges === undefined) {
            charges = [...loaded]
            windows.set(key.id, charges)
          }
          const since = now - windowMs
          while ((charges[0] ?? Number.POSITIVE_INFINITY) <= since) charges.shift()
          const verdict = judgeWindow({
            events: charges.map((at) => ({ at, units: 1 })),
            limit: POLLS_PER_MINUTE,
            units: 1,
            now,
            windowMs,
          })
          if (!verdict.allowed) return Effect.fail(new RateLimited({ retryAfter: verdict.retryAfter }))
          charges.push(now)
          unwritten.push({ keyId: key.id, at: now })
          return Effect.void
        }),
      )

    const insertChunked = (batch: ReadonlyArray<Charge>, pollBatch: number) =>
      Effect.gen(function* () {
        let offset = 0
        for (const size of INSERT_CHUNKS) {
          while (batch.length - offset >= size) {
            const rows = batch
              .slice(offset, offset + size)
              .map(({ keyId, at }) => ({ keyId, kind: "poll", at, units: 1, pollBatch }))
            yield* sql`INSERT INTO usage_events ${sql.insert(rows)}`
            offset += size
          }
        }
      })

    /** A batch in one statement on SQLite (the charges as one JSON array). */
    const insert = (batch: ReadonlyArray<Charge>) =>
      batch.length === 0
        ? Effect.void
        : Effect.asVoid(
            sql`INSERT INTO usage_events (key_id, kind, at, units)
              SELECT json_extract(value, '$[0]'), 'poll', json_extract(value, '$[1]'), 1
              FROM json_each(${JSON.stringify(batch.map(({ keyId, at }) => [keyId, at]))})`,
          )

    /** The charges in the window of every kept key, as the store holds them. */
    const storedWindows = (since: number) =>
      rowsOf(KeyAtRow)(
        sql`SELECT key_id, at FROM usage_events
          WHERE kind = 'poll' AND at > ${since}
            AND key_id IN (SELECT value FROM json_each(${JSON.stringify([...windows.keys()])}))
          ORDER BY at`,
      )

    /**
     * Every kept window as the store holds it, plus the charges taken since the batch was cut: exact,
     * read after the batch's insert with the write lock held.
     */
    const readWindowsAgain = Effect.gen(function* () {
      if (windows.size === 0) return
      const rows = yield* storedWindows((yield* Clock.currentTimeMillis) - windowMs)
      const fresh = new Map<string, Array<number>>([...windows.keys()].map((keyId) => [keyId, []]))
      for (const row of rows) fresh.get(row.keyId)?.push(row.at)
      for (const charge of unwritten) fresh.get(charge.keyId)?.push(charge.at)
      for (const [keyId, charges] of fresh)
        windows.set(
          keyId,
          charges.sort((a, b) => a - b),
        )
      rereads += 1
    })

    /** PostgreSQL: the charges of other processes' batches after `pollsSeen` up to `upTo`, in kept windows only. */
    const batchesAfterSeen = (upTo: number, inclusive: boolean) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        rowsOf(KeyAtRow)(
          sql`SELECT key_id, at FROM usage_events
            WHERE poll_batch > ${pollsSeen} AND ${inclusive ? sql`poll_batch <= ${upTo}` : sql`poll_batch < ${upTo}`}
              AND kind = 'poll' AND at > ${now - windowMs}`,
        ),
      )

    /** Adds other processes' charges to the kept windows, now `pollsSeen` is `upTo`. */
    const addForeign = (rows: ReadonlyArray<typeof KeyAtRow.Type>, upTo: number) => {
      pollsSeen = upTo
      const touched = new Set<Array<number>>()
      for (const row of rows) {
        const charges = windows.get(row.keyId) ?? arriving.get(row.keyId)
        if (charges === undefined) continue
        charges.push(row.at)
        touched.add(charges)
      }
      for (const charges of touched) charges.sort((a, b) => a - b)
    }

    /** PostgreSQL: the `polls` counter, the last batch of charges written by any process. */
    const pollsCounter = Effect.map(
      rowsOf(CounterRow)(sql`SELECT value FROM change_counters WHERE name = 'polls'`),
      (rows) => rows[0]?.value ?? 0,
    )

    /** PostgreSQL: one round; see `flush`. */
    const flushShared = Effect.gen(function* () {
      if (unwritten.length === 0) {
        const polls = yield* pollsCounter
        if (polls > pollsSeen) addForeign(yield* batchesAfterSeen(polls, true), polls)
        return
      }
      const batch = unwritten
      unwritten = []
      const written = yield* Effect.exit(
        sql.withTransaction(
          Effect.gen(function* () {
            const [bumped] = yield* rowsOf(BatchRow)(
              sql`UPDATE change_counters SET value = value + 1 WHERE name = 'polls' RETURNING value`,
            )
            const pollBatch = bumped?.value ?? 0
            yield* insertChunked(batch, pollBatch)
            return { pollBatch, foreign: yield* batchesAfterSeen(pollBatch, false) }
          }),
        ),
      )
      if (Exit.isFailure(written)) {
        unwritten = batch.concat(unwritten)
        return yield* written
      }
      addForeign(written.value.foreign, written.value.pollBatch)
    })

    /** Writes `batch` in one transaction; reads the windows again when another connection committed. */
    const write = (batch: ReadonlyArray<Charge>) =>
      sql.withTransaction(
        Effect.gen(function* () {
          const seen = yield* commitMark
          yield* insert(batch)
          if (seen === undefined || seen !== windowsExactAt) yield* readWindowsAgain
          return seen
        }),
      )

    /** Charges that left their window while unwritten are dropped: no limit reads them, the purge would delete them. */
    const dropExpired = (now: number) =>
      Effect.suspend(() => {
        const since = now - windowMs
        const kept = unwritten.filter((charge) => charge.at > since)
        const dropped = unwritten.length - kept.length
        unwritten = kept
        return dropped === 0
          ? Effect.void
          : Effect.logWarning("poll charges dropped unwritten: they left their window").pipe(
              Effect.annotateLogs({ dropped }),
            )
      })

    /** Windows of keys that have not polled for a whole window are dropped (read again on their next poll). */
    const forgetIdle = (now: number) => {
      if (now - lastForgetAt < windowMs) return
      lastForgetAt = now
      for (const [keyId, charges] of windows)
        if ((charges.at(-1) ?? Number.NEGATIVE_INFINITY) <= now - windowMs) windows.delete(keyId)
    }

    /**
     * One round of the writer: writes the unwritten charges, if any or if the windows must be read
     * again (other processes wrote charges). A failed write puts
     * its charges back, ahead of those taken meanwhile. One round at a time.
     */
    const flush: Effect.Effect<void, StoreFailure> = writing.withPermits(1)(
      orStoreFailure(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          if (lastRoundFailed) yield* dropExpired(now)
          forgetIdle(now)
          if (shared) return yield* flushShared
          const seen = yield* commitMark
          if (unwritten.length === 0 && seen !== undefined && seen === windowsExactAt) return
          const batch = unwritten
          unwritten = []
          const written = yield* Effect.exit(write(batch))
          if (Exit.isFailure(written)) {
            unwritten = batch.concat(unwritten)
            return yield* written
          }
          windowsExactAt = written.value
        }).pipe(Effect.onExit((exit) => Effect.sync(() => (lastRoundFailed = Exit.isFailure(exit))))),
      ),
    )

    // The commit mark (or the counter) as the store opens: nothing is kept yet.
    if (shared) pollsSeen = yield* Effect.orElseSucceed(pollsCounter, () => 0)
    else windowsExactAt = yield* Effect.orElseSucceed(commitMark, () => undefined)

    // Registered before the writer is forked, so the writer stops first and this writes what is left.
    yield* Effect.addFinalizer(() =>
      Effect.catchAllCause(flush, (cause) =>
        Effect.logError("poll charges could not be written when the store closed", cause).pipe(
          Effect.annotateLogs({ lost: unwritten.length }),
        ),
      ),
    )
    yield* Effect.forkScoped(
      Effect.iterate(POLL_WRITE_INTERVAL_MS, {
        while: () => true,
        body: (delay) =>
          Effect.zipRight(
            Effect.withClock(Effect.sleep(Duration.millis(delay)), wallClock),
            Effect.matchCauseEffect(Effect.uninterruptible(flush), {
              onSuccess: () => Effect.succeed(POLL_WRITE_INTERVAL_MS),
              onFailure: (cause) =>
                Effect.as(
                  Effect.logWarning("poll charges could not be written; trying again", cause).pipe(
                    Effect.annotateLogs({ unwritten: unwritten.length }),
                  ),
                  Math.min(delay * 2, POLL_WRITE_MAX_BACKOFF_MS),
                ),
            }),
          ),
      }),
    )

    return { take, flush }
  })

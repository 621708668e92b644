import * as SqlClient from "@effect/sql/SqlClient"
import { RateLimited } from "@svc/contract"
import { Clock, Effect, Exit, type Scope } from "effect"
import type { CoordinationShape } from "../coordination/coordination"
import type { StoreFailure } from "../errors"
import { POLLS_PER_MINUTE, WINDOW_MS } from "../limits"
import { judgeWindow } from "../sliding-window"
import { orStoreFailure } from "../sql-failure"
import { readerOrClient } from "../sql-reader"
import { makeFilePollWrites } from "./file-poll-writes"
import { dropExpired, forgetIdle, makePollMemory } from "./poll-memory"
import { makeWindowLoads } from "./poll-window-loads"
import { writeBehind } from "./poll-writer"
import { makeSharedPollWrites } from "./shared-poll-writes"
import type { ChargedKey } from "./usage-windows"

/**
 * Status polls: 120 per key per sliding minute, outside the quota (the Limits table), judged and
 * charged in memory and written behind. Each key's window — its charge times in the last minute — is
 * read from `usage_events` on the key's first poll (`poll-window-loads.ts`) and kept up to date by
 * every poll, so the 121st poll of a minute is refused exactly, also while the database is slow to
 * write. A poll is answered at once; its charge is written with the others taken in the same
 * interval, in one transaction, within `POLL_WRITE_INTERVAL_MS` (and when the store closes;
 * `poll-writer.ts`). A write that fails is tried again, later and later; while writes fail, charges
 * that leave their window unwritten are dropped with a warning — no limit reads them any more — so at
 * most 120 charges per key wait in memory. A crash loses the charges of the last interval.
 *
 * Each round also learns what other processes charged: on one file by the commit mark
 * (`file-poll-writes.ts`), on a shared PostgreSQL database by the `polls` counter
 * (`shared-poll-writes.ts`).
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
    const windowMs = WINDOW_MS.poll
    const memory = makePollMemory()
    const { windows } = memory
    const ensureWindow = makeWindowLoads(memory, yield* readerOrClient, coordination.shared)
    const writes = coordination.shared
      ? makeSharedPollWrites(memory, sql)
      : makeFilePollWrites(memory, sql, coordination.commitMark)
    let lastForgetAt = Number.NEGATIVE_INFINITY
    /** Charges are dropped only while writes fail: a round that never ran (a test clock, a paused process) loses none. */
    let lastRoundFailed = false
    const writing = yield* Effect.makeSemaphore(1)

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
          memory.unwritten.push({ keyId: key.id, at: now })
          return Effect.void
        }),
      )

    /**
     * One round of the writer: writes the unwritten charges, if any or if the windows must be read
     * again (other processes wrote charges). A failed write puts its charges back, ahead of those
     * taken meanwhile. One round at a time.
     */
    const flush: Effect.Effect<void, StoreFailure> = writing.withPermits(1)(
      orStoreFailure(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          if (lastRoundFailed) yield* dropExpired(memory, now - windowMs)
          if (now - lastForgetAt >= windowMs) {
            lastForgetAt = now
            forgetIdle(memory, now - windowMs)
          }
          yield* writes.round
        }).pipe(Effect.onExit((exit) => Effect.sync(() => (lastRoundFailed = Exit.isFailure(exit))))),
      ),
    )

    yield* writes.open
    yield* writeBehind(flush, () => memory.unwritten.length)
    return { take, flush }
  })

import * as SqlClient from "@effect/sql/SqlClient"
import { RateLimited } from "@svc/contract"
import { Clock, Effect, Schema } from "effect"
import { Coordination } from "../coordination/coordination"
import type { KeyLimits, UsageKind } from "../limits"
import { WINDOW_MS, windowLimit } from "../limits"
import { judgeWindow, type WindowEvent, type WindowVerdict } from "../sliding-window"
import { orStoreFailure } from "../sql-failure"

const EventRow = Schema.Struct({ at: Schema.Number, units: Schema.Number })
const decodeEvents = Schema.decodeUnknown(Schema.Array(EventRow))

/** The key a charge is made against: its id and its limits. */
export interface ChargedKey {
  readonly id: string
  readonly limits: KeyLimits
}

/**
 * Sliding-window usage, kept per key and kind as one row per charge. Judging a window first drops the
 * key's rows that have left it; the one-statement `take` of PDFs leaves them to the next refusal or
 * the periodic purge. (Status polls are charged in batches: `poll-charges.ts`.) Each function must run
 * inside a transaction when its answer is acted upon (the store's operations do).
 */
export const makeUsageWindows = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const coordination = yield* Coordination

  /** The key's charges of `kind` still in its window, oldest first, after deleting those that left it. */
  const inWindow = (key: Pick<ChargedKey, "id">, kind: UsageKind, now: number) =>
    Effect.gen(function* () {
      const since = now - WINDOW_MS[kind]
      yield* sql`DELETE FROM usage_events WHERE key_id = ${key.id} AND kind = ${kind} AND at <= ${since}`
      return yield* Effect.flatMap(
        sql`SELECT at, units FROM usage_events
            WHERE key_id = ${key.id} AND kind = ${kind} AND at > ${since} ORDER BY at`,
        decodeEvents,
      )
    })

  /**
   * The charges of `kind` in the key's window together with `held` — units that start calls in
   * progress hold (`start_reservations`), counted as if charged when they were taken — oldest first.
   */
  const withHeld = (
    key: Pick<ChargedKey, "id">,
    kind: UsageKind,
    now: number,
    held: ReadonlyArray<WindowEvent>,
  ) =>
    Effect.map(inWindow(key, kind, now), (events) =>
      held.length === 0
        ? events
        : [...events, ...held.filter((event) => event.units > 0)].sort((a, b) => a.at - b.at),
    )

  /** Whether `units` more of `kind` fit the key's window now, beside what is `held`. */
  const judge = (
    key: ChargedKey,
    kind: UsageKind,
    units: number,
    now: number,
    held: ReadonlyArray<WindowEvent> = [],
  ) =>
    Effect.map(withHeld(key, kind, now, held), (events) =>
      judgeWindow({ events, limit: windowLimit(kind, key.limits), units, now, windowMs: WINDOW_MS[kind] }),
    )

  /** How many units of `kind` are left in the key's window now, beside what is `held` (0 when none). */
  const room = (key: ChargedKey, kind: UsageKind, now: number, held: ReadonlyArray<WindowEvent> = []) =>
    Effect.map(withHeld(key, kind, now, held), (events) =>
      Math.max(0, windowLimit(kind, key.limits) - events.reduce((sum, event) => sum + event.units, 0)),
    )

  /** Records a charge of `units` of `kind` at `now`. */
  const charge = (key: Pick<ChargedKey, "id">, kind: UsageKind, units: number, now: number) =>
    sql`INSERT INTO usage_events ${sql.insert({ keyId: key.id, kind, at: now, units })}`

  /**
   * On PostgreSQL, `effect` in a transaction holding the key's row lock: concurrent statements of
   * other connections do not see each other's uncommitted charges, so charges of one key wait their
   * turn. SQLite's single writer serialises them already.
   */
  const serialisedByKey = coordination.byKey

  const refusal = (verdict: WindowVerdict) =>
    verdict.allowed ? Effect.void : Effect.fail(new RateLimited({ retryAfter: verdict.retryAfter }))

  /**
   * Charges one unit of `kind` when it fits, otherwise fails with `RateLimited`. The insert carries its
   * own condition, so one statement both checks and charges (a statement is atomic). Rows that left
   * the window are not deleted here but when
   * the key is refused (`judge`) and by the periodic purge; the condition reads only the window.
   */
  const take = (key: ChargedKey, kind: UsageKind) =>
    orStoreFailure(
      serialisedByKey(
        key.id,
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const since = now - WINDOW_MS[kind]
          const limit = windowLimit(kind, key.limits)
          // The casts tell PostgreSQL the parameters' types (a bare parameter in a select list is text).
          const charged = yield* sql`INSERT INTO usage_events (key_id, kind, at, units)
          SELECT CAST(${key.id} AS TEXT), CAST(${kind} AS TEXT), CAST(${now} AS BIGINT), 1
          WHERE (SELECT coalesce(sum(units), 0) FROM usage_events
                 WHERE key_id = ${key.id} AND kind = ${kind} AND at > ${since}) + 1 <= ${limit}
          RETURNING at`
          if (charged.length > 0) return
          yield* refusal(yield* judge(key, kind, 1, now))
          // The window emptied between the two statements: try once more, inside a transaction.
          yield* sql.withTransaction(
            Effect.gen(function* () {
              yield* refusal(yield* judge(key, kind, 1, now))
              yield* charge(key, kind, 1, now)
            }),
          )
        }),
      ),
    )

  return {
    judge,
    room,
    charge,
    /** A PDF report: a quarter of the key's hourly quota. */
    takePdf: (key: ChargedKey) => take(key, "pdf"),
  }
})

export type UsageWindows = Effect.Effect.Success<typeof makeUsageWindows>

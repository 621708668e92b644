import type * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect } from "effect"
import type { CoordinationShape } from "../coordination/coordination"
import { orStoreFailure } from "../sql-failure"

/**
 * How the queue's transactions tell of a change: the transaction's last statement tells other
 * processes sharing the database (`markChange`), and the store's state version moves once it has
 * ended (`changed`; status records are kept by it).
 */
export const makeQueueChanges = (sql: SqlClient.SqlClient, coordination: CoordinationShape) => {
  const inTransaction = <A, E, R>(effect: (now: number) => Effect.Effect<A, E, R>) =>
    orStoreFailure(sql.withTransaction(Effect.flatMap(Clock.currentTimeMillis, effect)))

  /** The transaction's last statement: tells other processes sharing the database of the change. */
  const bumpShared = coordination.markChange

  /**
   * A transaction that changes some audit's state: the version moves once it has ended, committed
   * or not (a spare move costs a status record one read; a missed one would show a stale record).
   */
  const changing = <A, E, R>(effect: (now: number) => Effect.Effect<A, E, R>) =>
    Effect.ensuring(
      inTransaction((now) => Effect.tap(effect(now), () => bumpShared)),
      coordination.changed,
    )

  /** A transaction that may change nothing (an empty queue, nothing overdue): the version moves when it did. */
  const changingWhen = <A, E, R>(
    effect: (now: number) => Effect.Effect<A, E, R>,
    changed: (outcome: A) => boolean,
  ) =>
    inTransaction((now) =>
      Effect.tap(effect(now), (outcome) => (changed(outcome) ? bumpShared : Effect.void)),
    ).pipe(
      Effect.tap((outcome) => (changed(outcome) ? coordination.changed : Effect.void)),
      Effect.onError(() => coordination.changed),
    )

  return { inTransaction, changing, changingWhen }
}

export type QueueChanges = ReturnType<typeof makeQueueChanges>

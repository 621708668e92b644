import { Effect } from "effect"

/**
 * A number that moves whenever the state of audits may have changed: after every commit of this
 * store's queue (pages leased, finished, released, swept, recovered) and whenever another connection
 * to the database committed anything, as SQLite's `PRAGMA data_version` tells (read by the writer of
 * status-poll charges, `poll-charges.ts`, every interval). Everything a status record shows — page statuses and
 * results, the place in the queue, the recent durations of the estimate — changes only with it, so a
 * record built at one value is current for as long as the value stays. It may move without a change
 * (a foreign commit of usage rows, a lease that found the queue empty): that costs a read, never a
 * stale record. A new audit changes no other audit's record (its pages queue behind theirs).
 */
export const makeStateVersion = () => {
  let value = 0
  /** The last `PRAGMA data_version` seen; undefined before the first, or when the database has none. */
  let seenDataVersion: number | undefined
  return {
    current: Effect.sync(() => value),
    /** The data version when the store opened: nothing was kept before it, so it moves nothing. */
    start: (dataVersion: number | undefined): void => {
      seenDataVersion = dataVersion
    },
    /** After a change of this process has committed (or may have). */
    bump: Effect.sync(() => {
      value += 1
    }),
    /**
     * Another connection's commits move `dataVersion`; answers whether it moved since last seen
     * (always, without one — a database that cannot tell).
     */
    observe: (dataVersion: number | undefined) =>
      Effect.sync(() => {
        const moved = dataVersion === undefined || dataVersion !== seenDataVersion
        seenDataVersion = dataVersion
        if (moved) value += 1
        return moved
      }),
  }
}

export type StateVersion = ReturnType<typeof makeStateVersion>

import { Effect } from "effect"

/**
 * A number that moves whenever the state of audits may have changed: after every commit of this
 * process that changed some audit (pages leased, finished, released, swept, recovered) and whenever
 * the watcher of the database (`commit-watcher.ts`) notices that another process committed. Everything a
 * status record shows — page statuses and results, the place in the queue, the recent durations of
 * the estimate — changes only with it, so a record built at one value is current for as long as the
 * value stays. It may move without a change (a foreign commit of usage rows, a lease that found the
 * queue empty): that costs a read, never a stale record. A new audit changes no other audit's record
 * (its pages queue behind theirs).
 */
export const makeStateVersion = () => {
  let value = 0
  /** The last mark of other processes' commits seen; undefined before the first, or when the database has none. */
  let seenMark: number | undefined
  return {
    current: Effect.sync(() => value),
    /** The mark when the store opened: nothing was kept before it, so it moves nothing. */
    start: (mark: number | undefined): void => {
      seenMark = mark
    },
    /** After a change of this process has committed (or may have). */
    bump: Effect.sync(() => {
      value += 1
    }),
    /**
     * Other processes' commits move `mark`; answers whether it moved since last seen (always,
     * without one — a database that cannot tell).
     */
    observe: (mark: number | undefined) =>
      Effect.sync(() => {
        const moved = mark === undefined || mark !== seenMark
        seenMark = mark
        if (moved) value += 1
        return moved
      }),
  }
}

export type StateVersion = ReturnType<typeof makeStateVersion>

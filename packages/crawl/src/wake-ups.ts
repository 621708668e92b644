import { Effect, Option } from "effect"

/**
 * Wake-ups of a crawl run's idle workers: told when the run frees a request slot or queues URLs (a
 * page ended), so a worker sleeping until its next chance asks again at once. A wake-up between a
 * worker's look at the store and its sleep is not lost: the worker sleeps only if none came since.
 */
export const makeWakeUps = Effect.map(Effect.makeLatch(false), (latch) => {
  let told = 0
  return {
    /** How many wake-ups were told so far: taken before looking at the store. */
    seen: () => told,
    /** Wakes every sleeping worker. */
    wake: Effect.suspend(() => {
      told += 1
      return latch.release
    }),
    /** Sleeps `ms` or until a wake-up (at once when one came since `since`); true when woken. */
    sleep: (since: number, ms: number): Effect.Effect<boolean> =>
      Effect.suspend(() =>
        told !== since
          ? Effect.succeed(true)
          : Effect.map(Effect.timeoutOption(latch.await, ms), Option.isSome),
      ),
  }
})

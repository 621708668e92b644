import { Context, type Duration, Effect, Layer, Queue } from "effect"

/** Wakes idle workers when pages are queued, so a new audit starts at once rather than at the next poll. */
export class WorkSignal extends Context.Tag("@svc/server/WorkSignal")<
  WorkSignal,
  {
    /** `pages` new pages are waiting. */
    readonly notify: (pages: number) => Effect.Effect<void>
    /** Returns when work may be waiting, or after `timeout` at the latest. */
    readonly wait: (timeout: Duration.DurationInput) => Effect.Effect<void>
  }
>() {}

/** At most `capacity` wake-ups are held (one per worker); more would wake nobody. */
export const workSignalLayer = (capacity: number) =>
  Layer.effect(
    WorkSignal,
    Effect.map(Queue.dropping<true>(Math.max(1, capacity)), (wakeups) =>
      WorkSignal.of({
        notify: (pages) =>
          Effect.asVoid(
            Queue.offerAll(
              wakeups,
              Array.from({ length: pages }, () => true as const),
            ),
          ),
        wait: (timeout) => Effect.asVoid(Effect.timeoutOption(Queue.take(wakeups), timeout)),
      }),
    ),
  )

import { PageQueue } from "@svc/store"
import { Context, type Duration, Effect, Layer, Queue, Schedule, Stream } from "effect"

/**
 * Wakes idle workers when pages are queued, so a new audit starts at once rather than at the next
 * poll: pages queued by this process, and on PostgreSQL those other processes announce.
 */
export class WorkSignal extends Context.Tag("@svc/server/WorkSignal")<
  WorkSignal,
  {
    /** `pages` new pages are waiting (this process queued them): wakes its workers, and tells the others. */
    readonly notify: (pages: number) => Effect.Effect<void>
    /** Returns when work may be waiting, or after `timeout` at the latest. */
    readonly wait: (timeout: Duration.DurationInput) => Effect.Effect<void>
  }
>() {}

/** A lost listening connection is opened again after this. */
const RELISTEN_EVERY = "1 second"

/** At most `capacity` wake-ups are held (one per worker); more would wake nobody. */
export const workSignalLayer = (capacity: number) =>
  Layer.scoped(
    WorkSignal,
    Effect.gen(function* () {
      const queue = yield* PageQueue
      const wakeups = yield* Queue.dropping<true>(Math.max(1, capacity))
      const wake = (pages: number) =>
        Effect.asVoid(
          Queue.offerAll(
            wakeups,
            Array.from({ length: pages }, () => true as const),
          ),
        )
      if (capacity > 0 && queue.shared) {
        const listen = Stream.runForEach(queue.announcements, wake).pipe(
          Effect.tapErrorCause((cause) => Effect.logWarning("listening for queued pages failed", cause)),
          Effect.retry(Schedule.spaced(RELISTEN_EVERY)),
        )
        // Forked while the layer is built, which is uninterruptible: it must stop when the process does.
        yield* Effect.forkScoped(Effect.interruptible(listen))
      }
      return WorkSignal.of({
        notify: (pages) => Effect.zipRight(wake(pages), queue.announce(pages)),
        wait: (timeout) => Effect.asVoid(Effect.timeoutOption(Queue.take(wakeups), timeout)),
      })
    }),
  )

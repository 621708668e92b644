import { Clock, Duration, Effect } from "effect"
import type { StoreFailure } from "../errors"

/** Charges taken are written this soon. */
export const POLL_WRITE_INTERVAL_MS = 100
/** After a failed write the next try waits twice as long as the last, up to this. */
export const POLL_WRITE_MAX_BACKOFF_MS = 5_000

/**
 * The writer's rounds keep wall-clock time, whatever clock judges the polls: a test clock moved on by
 * hours must not run one round for every interval it skips.
 */
const wallClock = Clock.make()

/**
 * Runs `flush` every `POLL_WRITE_INTERVAL_MS` of wall-clock time in a fiber of its own, later and
 * later while it fails, and once more when the scope closes (after the fiber stopped);
 * `unwritten` counts what a failure leaves, for the logs.
 */
export const writeBehind = (flush: Effect.Effect<void, StoreFailure>, unwritten: () => number) =>
  Effect.gen(function* () {
    // Registered before the writer is forked, so the writer stops first and this writes what is left.
    yield* Effect.addFinalizer(() =>
      Effect.catchAllCause(flush, (cause) =>
        Effect.logError("poll charges could not be written when the store closed", cause).pipe(
          Effect.annotateLogs({ lost: unwritten() }),
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
                    Effect.annotateLogs({ unwritten: unwritten() }),
                  ),
                  Math.min(delay * 2, POLL_WRITE_MAX_BACKOFF_MS),
                ),
            }),
          ),
      }),
    )
  })

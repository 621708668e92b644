import { Clock, Duration, Effect, type Scope } from "effect"
import type { StoreFailure } from "../errors"
import { COMMIT_WATCH_INTERVAL_MS, COMMIT_WATCH_MAX_BACKOFF_MS } from "./coordination"

/**
 * The watcher's rounds keep wall-clock time, whatever clock the store's operations read: a test clock
 * moved on by hours must not run one round for every interval it skips.
 */
const wallClock = Clock.make()

/**
 * Runs `look` every `COMMIT_WATCH_INTERVAL_MS` on a fiber of its own, for as long as the scope is
 * open; a look that fails is logged and the next one waits twice as long, up to
 * `COMMIT_WATCH_MAX_BACKOFF_MS`.
 */
export const watchCommits = (
  look: Effect.Effect<void, StoreFailure>,
): Effect.Effect<void, never, Scope.Scope> =>
  Effect.asVoid(
    Effect.forkScoped(
      Effect.iterate(COMMIT_WATCH_INTERVAL_MS, {
        while: () => true,
        body: (delay) =>
          Effect.zipRight(
            Effect.withClock(Effect.sleep(Duration.millis(delay)), wallClock),
            Effect.matchCauseEffect(look, {
              onSuccess: () => Effect.succeed(COMMIT_WATCH_INTERVAL_MS),
              onFailure: (cause) =>
                Effect.as(
                  Effect.logWarning("other processes' commits could not be looked for; trying again", cause),
                  Math.min(delay * 2, COMMIT_WATCH_MAX_BACKOFF_MS),
                ),
            }),
          ),
      }),
    ),
  )

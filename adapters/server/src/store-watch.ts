import { type DatabaseCorrupt, Maintenance } from "@svc/store"
import { Context, Deferred, Effect, Layer } from "effect"

/** Completed (failed) to stop the server: `serve` ends with that failure after a clean shutdown. */
export class ServerStop extends Context.Tag("@svc/server/ServerStop")<
  ServerStop,
  Deferred.Deferred<never, DatabaseCorrupt>
>() {}

/**
 * Stops the server when a statement finds the database file corrupt. Serving on would answer from a
 * damaged file and leave pages `running` for ever (every lease and every result written fails); a
 * supervisor restarts the process, and the start-up check then refuses the file with its remedy.
 */
export const StoreWatchLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const maintenance = yield* Maintenance
    const stop = yield* ServerStop
    const stopOn = (corrupt: DatabaseCorrupt) =>
      Effect.zipRight(
        Effect.logError("the database is corrupt: stopping the server").pipe(
          Effect.annotateLogs({ db: corrupt.filename, error: corrupt.problems.join("; ") }),
        ),
        Deferred.fail(stop, corrupt),
      )
    // Forked while the layer is built, which is uninterruptible: it must stop when the server does.
    yield* Effect.forkScoped(Effect.interruptible(Effect.catchAll(maintenance.health.broken, stopOn)))
  }),
)

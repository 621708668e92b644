import { InvalidDatabaseUrl, parseDatabaseUrl, StoreLive } from "@svc/store"
import { Context, Effect, Layer, Schedule } from "effect"
import type { ServerConfig } from "./config/server-config"

/** Seconds between attempts to reach a PostgreSQL database a process could not reach at start. */
export const RECONNECT_SECONDS = 2

/**
 * What a process does while its database cannot be reached at start: `serve` answers every request
 * `503 unavailable` (and says where it listens); `work` only waits.
 */
export class StoreWait extends Context.Tag("@svc/server/StoreWait")<
  StoreWait,
  { readonly waiting: Effect.Effect<void> }
>() {}

export const NoStoreWait = Layer.succeed(StoreWait, { waiting: Effect.void })

/**
 * The store of `config.db`. On PostgreSQL a database that cannot be reached (or fails while it is
 * migrated) at start is tried again every `RECONNECT_SECONDS`, each failure logged, for as long as it
 * takes — a database server restarted with its clients must not stop them. A database refused for
 * what it holds (migrated by a newer build) stops the process at once, as does any fault of an
 * SQLite file: those do not mend by waiting.
 */
export const storeLayer = (config: ServerConfig) => {
  const store = StoreLive(config.db, {
    keySecret: config.keySecret,
    workers: config.workers,
    pg: { maxConnections: config.databasePool },
  })
  const location = parseDatabaseUrl(config.db)
  if (location instanceof InvalidDatabaseUrl || location.dialect !== "pg") return store
  let attempts = 0
  const retrying = Schedule.spaced(`${RECONNECT_SECONDS} seconds`).pipe(
    Schedule.whileInput((error: Layer.Layer.Error<typeof store>) => error._tag === "StoreFailure"),
    Schedule.tapInput((error: Layer.Layer.Error<typeof store>) =>
      Effect.flatMap(StoreWait, ({ waiting }) => {
        attempts += 1
        return Effect.zipRight(
          Effect.logWarning(
            `the database cannot be reached; trying again in ${RECONNECT_SECONDS} seconds`,
          ).pipe(Effect.annotateLogs({ attempt: attempts, error: error.message })),
          waiting,
        )
      }),
    ),
  )
  return Layer.retry(store, retrying).pipe(
    Layer.tap(() =>
      attempts === 0
        ? Effect.void
        : Effect.logInfo("the database is reachable: starting").pipe(Effect.annotateLogs({ attempts })),
    ),
  )
}

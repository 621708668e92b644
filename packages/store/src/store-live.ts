import { Effect, Layer } from "effect"
import type { Coordination } from "./coordination/coordination"
import { CoordinationLive } from "./coordination/coordination-live"
import { type DatabaseClientConfig, databaseClient, databaseLogName } from "./database-client"
import { type DatabaseLocation, InvalidDatabaseUrl, parseDatabaseUrl } from "./database-url"
import { migrateSchema } from "./schema/migrate"
import { AuditLog } from "./services/audit-log"
import { Audits } from "./services/audits"
import { Crawls } from "./services/crawls"
import { RecentDurations, UsageWindows } from "./services/internal"
import { Keys } from "./services/keys"
import { Maintenance } from "./services/maintenance"
import { Operators } from "./services/operators"
import { PageQueue } from "./services/page-queue"
import { Usage } from "./services/usage"
import { type StoreConfig, storeSettings } from "./store-settings"

/** Every service of the store. */
export type StoreServices =
  | Keys
  | Operators
  | Audits
  | PageQueue
  | Usage
  | AuditLog
  | Maintenance
  | Crawls
  | Coordination

/** What the store needs beside its location. */
export interface LocatedStoreConfig extends StoreConfig, DatabaseClientConfig {}

/** The schema brought up to date before anything else is built on the database. */
const Migrated = Layer.effectDiscard(migrateSchema)

/**
 * The store's services over whatever SqlClient (and SqlReader, PgClient) the context provides: the
 * schema migrated first, then the coordination, then the aggregates. Closing it writes the poll
 * charges not yet written.
 */
export const storeOverClient = (config: StoreConfig = {}) => {
  const coordination = CoordinationLive.pipe(Layer.provide(Migrated))
  // One of each, shared by the aggregates that take them (a layer is built once per build).
  const internals = Layer.merge(RecentDurations.Default, UsageWindows.Default)
  const audits = Audits.Default.pipe(Layer.provide(internals))
  const aggregates = Layer.mergeAll(
    audits,
    PageQueue.Default.pipe(Layer.provide(internals)),
    Usage.Default.pipe(Layer.provide(internals)),
    Maintenance.Default.pipe(Layer.provide(audits)),
  )
  return aggregates.pipe(
    Layer.provideMerge(Layer.mergeAll(Keys.Default, Operators.Default, AuditLog.Default, Crawls.Default)),
    Layer.provideMerge(coordination),
    Layer.provide(storeSettings(config)),
  )
}

/** A database location, or a database URL to read one from (`parseDatabaseUrl`). */
const locate = (location: DatabaseLocation | string) =>
  typeof location !== "string"
    ? Effect.succeed(location)
    : Effect.suspend(() => {
        const parsed = parseDatabaseUrl(location)
        return parsed instanceof InvalidDatabaseUrl ? Effect.fail(parsed) : Effect.succeed(parsed)
      })

/**
 * The store on the database at `location` — an SQLite file or a PostgreSQL database, or the URL that
 * names one (a file path, `:memory:` or `sqlite:path`; `postgres://…`) — its connections opened and
 * closed with it.
 */
export const StoreLive = (location: DatabaseLocation | string, config: LocatedStoreConfig = {}) =>
  Layer.unwrapEffect(
    Effect.map(locate(location), (located) =>
      Layer.annotateLogs(storeOverClient(config), { db: databaseLogName(located) }).pipe(
        Layer.provide(databaseClient(located, config)),
      ),
    ),
  )

/**
 * Runs the migrations the database at `location` needs, and nothing else (no key secret, no queue):
 * the schema is then at the newest version this build knows. A database migrated by a newer build is refused.
 */
export const migrate = (location: DatabaseLocation | string) =>
  Effect.flatMap(locate(location), (located) => Effect.provide(migrateSchema, databaseClient(located)))

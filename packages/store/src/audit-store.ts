import * as Migrator from "@effect/sql/Migrator"
import * as SqlClient from "@effect/sql/SqlClient"
import type { RateLimited } from "@svc/contract"
import { Clock, Config, Context, Effect, Layer, Option, type Redacted, Schema } from "effect"
import { type KeyUsage, makeKeyUsage } from "./admin/key-usage"
import { makeUnfinishedPages, type QueueOverview } from "./admin/queue-overview"
import { type AuditLog, makeAuditLog } from "./audit-log"
import { makeAuditReader } from "./audits/audit-view"
import { makeAuditStart, type NewAudit, type StartReservation } from "./audits/start-audit"
import {
  type DatabaseLocation,
  InvalidDatabaseUrl,
  parseDatabaseUrl,
  redactedDatabaseUrl,
} from "./database-url"
import { DatabaseCorrupt, DatabaseUnwritable, SchemaTooNew, StoreFailure } from "./errors"
import { resolveKeySecret } from "./keys/key-secret"
import { type Keys, makeKeys } from "./keys/keys"
import { WINDOW_MS } from "./limits"
import { makeOperators, type Operators } from "./operators/operators"
import * as PgStoreClient from "./postgres/pg-client"
import { makePageQueue, type PageQueue } from "./queue/page-queue"
import { makeWorkerHeartbeats, type WorkerHeartbeats } from "./queue/queue-figures"
import { makeQueueSignal, type QueueSignal } from "./queue/queue-signal"
import { makeDurationsCache } from "./queue/recent-durations"
import { makeStateVersion } from "./queue/state-version"
import { LATEST_MIGRATION, MIGRATIONS_TABLE, runMigrations } from "./schema/migrations"
import { utcDay } from "./site"
import { orStoreFailure } from "./sql-failure"
import { readerOrClient } from "./sql-reader"
import { rowsOf } from "./sql-rows"
import * as SqliteClient from "./sqlite/sqlite-client"
import { makeStoreHealth, type StoreHealth } from "./store-health"
import { makePollCharges } from "./usage/poll-charges"
import { type ChargedKey, makeUsageWindows, type UsageWindows } from "./usage/usage-windows"

/** How the store is set up by the server. */
export interface StoreConfig {
  /** The fingerprint secret (SVC_KEY_SECRET); without one, the database keeps its own. */
  readonly keySecret?: Redacted.Redacted<string> | undefined
  /** Workers draining the queue, for the estimates of decision 18 and `queue_full`'s retryAfter. */
  readonly workers?: number | undefined
}

const DEFAULT_WORKERS = 2

/** The store the HTTP server runs on: keys, audits and pages, the durable queue, usage windows, the audit log. */
export interface AuditStoreShape {
  readonly keys: Keys
  readonly audits: {
    /**
     * Reserves the start call's share of the key's limits before its targets are fetched, or refuses
     * it; `probeDeadlineMs` bounds one fetch of a target. While the key has `MAX_STARTS_AT_ONCE`
     * start calls in progress it waits up to `slotWaitMs` (0 by default) for one to end, then answers
     * `rate_limited`.
     */
    readonly reserve: (
      keyId: string,
      urls: ReadonlyArray<string>,
      probeDeadlineMs: number,
      slotWaitMs?: number,
    ) => ReturnType<StartOperations["reserve"]>
    /** Ends a reservation not turned into an audit, charging `unreachable` units to the unreachable limit. */
    readonly release: (
      reservation: StartReservation,
      unreachable: number,
    ) => ReturnType<StartOperations["release"]>
    /** Creates and charges an audit in one transaction (taking its reservation's place), or refuses it. */
    readonly start: (audit: NewAudit) => ReturnType<StartOperations["start"]>
    /** The audit if this key owns it. */
    readonly get: ReaderOperations["get"]
    /** The key an audit belongs to (its id and label), for operators. */
    readonly owner: ReaderOperations["owner"]
  }
  /** The admin panel's operators, their sessions and sign-in limits. */
  readonly operators: Operators
  /** What the admin panel shows beside keys and the audit log. */
  readonly admin: {
    /** Every key's usage this hour and today at `now`, by key id. */
    readonly keyUsage: (now: number) => Effect.Effect<ReadonlyMap<string, KeyUsage>, StoreFailure>
    /** The pages queued and running, and the workers alive, at `now`. */
    readonly queue: Effect.Effect<QueueOverview, StoreFailure>
  }
  /** The durable queue, and the signal that tells other processes on the database of pages queued. */
  readonly queue: PageQueue & QueueSignal & WorkerHeartbeats
  /**
   * Moves whenever the state of some audit may have changed — after a commit of this store's queue, or
   * when a commit of another connection to the database is noticed (within `POLL_WRITE_INTERVAL_MS`).
   * A status record built at one value is current until it moves; the server keeps records by it.
   */
  readonly stateVersion: Effect.Effect<number>
  readonly usage: Pick<UsageWindows, "takePdf"> & {
    /**
     * A status poll: 120 per key per minute (outside the quota), judged and charged in memory at once;
     * the charge is written within `POLL_WRITE_INTERVAL_MS` (and when the store closes).
     */
    readonly takePoll: (key: ChargedKey) => Effect.Effect<void, RateLimited | StoreFailure>
    /** Writes every poll charge taken so far now, as the store does every interval. */
    readonly flushPolls: Effect.Effect<void, StoreFailure>
  }
  readonly auditLog: AuditLog
  /**
   * Deletes what no limit or retention rule needs any more: audit log rows past 90 days, usage past
   * its window, site pages of past days, lapsed start reservations. The server calls it periodically (hourly is plenty).
   */
  readonly purge: Effect.Effect<PurgeCounts, StoreFailure>
  /** A consistent copy of the whole database in a new file (`VACUUM INTO`), while the store runs. */
  readonly backup: (destination: string) => Effect.Effect<void, StoreFailure>
  readonly health: StoreHealth
}

type StartOperations = Effect.Effect.Success<ReturnType<typeof makeAuditStart>>
type ReaderOperations = Effect.Effect.Success<ReturnType<typeof makeAuditReader>>

/** What a purge removed. */
export interface PurgeCounts {
  readonly auditLog: number
  readonly usageEvents: number
  readonly sitePages: number
  readonly startReservations: number
  /** Expired operator sessions and sign-in failures past their window. */
  readonly operatorRows: number
}

/** The AuditStore service. */
export class AuditStore extends Context.Tag("@svc/store/AuditStore")<AuditStore, AuditStoreShape>() {}

const MigrationRow = Schema.Struct({ latest: Schema.NullOr(Schema.Number) })
const CountRow = Schema.Struct({ count: Schema.Number })

/** Refuses a database that a newer build migrated: this one would misread it. */
const checkSchemaVersion = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* rowsOf(MigrationRow)(
    sql`SELECT max(migration_id) AS latest FROM ${sql(MIGRATIONS_TABLE)}`,
  )
  const found = row?.latest ?? 0
  if (found > LATEST_MIGRATION) return yield* new SchemaTooNew({ found, known: LATEST_MIGRATION })
})

const migrate = Effect.mapError(Effect.zipRight(runMigrations, checkSchemaVersion), (error) =>
  error instanceof Migrator.MigrationError
    ? new StoreFailure({ message: `Migrating the database failed: ${error.message}`, cause: error })
    : error,
)

/** Builds the store over a SqlClient: migrates the schema, resolves the key secret, prepares every operation. */
export const makeAuditStore = (config: StoreConfig = {}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* orStoreFailure(migrate)
    const secret = yield* resolveKeySecret(Option.fromNullable(config.keySecret))
    const health = yield* makeStoreHealth
    const workers = Math.max(1, Math.floor(config.workers ?? DEFAULT_WORKERS))
    const usage = yield* makeUsageWindows
    const version = makeStateVersion()
    const polls = yield* makePollCharges(version)
    const durations = makeDurationsCache(yield* readerOrClient)
    const start = yield* makeAuditStart(usage, durations)
    const reader = yield* makeAuditReader(workers, durations)
    const operators = yield* makeOperators
    const keyUsage = yield* makeKeyUsage
    const unfinishedPages = yield* makeUnfinishedPages
    const heartbeats = yield* makeWorkerHeartbeats

    const purge = orStoreFailure(
      sql.withTransaction(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const countOf = <E>(query: Effect.Effect<ReadonlyArray<unknown>, E>) =>
            Effect.map(rowsOf(CountRow)(query), (rows) => rows[0]?.count ?? 0)
          let usageEvents = 0
          for (const [kind, windowMs] of Object.entries(WINDOW_MS)) {
            const cutoff = now - windowMs
            usageEvents += yield* countOf(
              sql`SELECT count(*) AS count FROM usage_events WHERE kind = ${kind} AND at <= ${cutoff}`,
            )
            yield* sql`DELETE FROM usage_events WHERE kind = ${kind} AND at <= ${cutoff}`
          }
          const sitePages = yield* countOf(
            sql`SELECT count(*) AS count FROM site_pages WHERE day < ${utcDay(now)}`,
          )
          yield* sql`DELETE FROM site_pages WHERE day < ${utcDay(now)}`
          const startReservations = yield* start.purgeReservations(now)
          const operatorRows = yield* operators.purge(now)
          return { usageEvents, sitePages, startReservations, operatorRows }
        }),
      ),
    )
    const auditLog = yield* makeAuditLog

    return AuditStore.of({
      health,
      keys: yield* makeKeys(secret),
      audits: {
        reserve: (keyId, urls, probeDeadlineMs, slotWaitMs) =>
          start.reserve(keyId, urls, workers, probeDeadlineMs, slotWaitMs),
        release: start.release,
        start: (audit) => start.start(audit, workers),
        get: reader.get,
        owner: reader.owner,
      },
      operators,
      admin: {
        keyUsage,
        queue: Effect.all({ pages: unfinishedPages(), figures: heartbeats.figures }),
      },
      queue: {
        ...(yield* makePageQueue(durations, version)),
        ...(yield* makeQueueSignal),
        ...heartbeats,
      },
      stateVersion: version.current,
      usage: {
        takePdf: usage.takePdf,
        takePoll: polls.take,
        flushPolls: polls.flush,
      },
      auditLog,
      purge: Effect.map(Effect.zip(auditLog.purge, purge), ([auditLogRows, rest]) => ({
        auditLog: auditLogRows,
        ...rest,
      })),
      backup: (destination) =>
        orStoreFailure(
          sql.onDialectOrElse({
            sqlite: () => Effect.asVoid(sql`VACUUM INTO ${destination}`),
            orElse: () =>
              Effect.fail(
                new StoreFailure({
                  message:
                    'backup copies SQLite databases only; on PostgreSQL use pg_dump (see docs/operations.md, "Beyond one machine")',
                }),
              ),
          }),
        ),
    })
  })

/**
 * The store over whatever SqlClient (and SqlReader, if any) the context provides. Closing it writes
 * the poll charges not yet written.
 */
export const layer = (config: StoreConfig = {}) => Layer.scoped(AuditStore, makeAuditStore(config))

/** Where the SQLite store lives and how it is opened. */
export interface SqliteStoreConfig extends StoreConfig, SqliteClient.SqliteClientConfig {}

/** The SqlClient of an SQLite file, failing with the store's errors. */
const sqliteClient = (config: SqliteClient.SqliteClientConfig) =>
  Layer.catchAll(SqliteClient.layer(config), (error) =>
    Layer.fail(
      error instanceof DatabaseCorrupt || error instanceof DatabaseUnwritable
        ? error
        : new StoreFailure({ message: error.message, cause: error }),
    ),
  )

/** The store on an SQLite file (or `:memory:`), the embedded default. */
export const layerSqlite = (config: SqliteStoreConfig) =>
  Layer.annotateLogs(layer(config), { db: config.filename }).pipe(Layer.provide(sqliteClient(config)))

/** Where the PostgreSQL store lives and how its pool is opened. */
export interface PgStoreConfig extends StoreConfig, PgStoreClient.PgStoreClientConfig {}

/** The SqlClient of a PostgreSQL database; an unreachable server fails with `StoreFailure` saying which. */
const pgClient = (config: PgStoreClient.PgStoreClientConfig) =>
  Layer.catchAll(PgStoreClient.layer(config), (error) =>
    Layer.fail(
      new StoreFailure({
        // The driver's reason (refused, unknown host, bad password), not the client's wrapper.
        message: `Cannot reach the PostgreSQL database ${redactedDatabaseUrl({ dialect: "pg", url: config.url })}: ${error.cause instanceof Error ? error.cause.message : error.message}`,
      }),
    ),
  )

/** The store on a PostgreSQL database. */
export const layerPg = (config: PgStoreConfig) =>
  Layer.annotateLogs(layer(config), { db: redactedDatabaseUrl({ dialect: "pg", url: config.url }) }).pipe(
    Layer.provide(pgClient(config)),
  )

/** What `migrateDatabase` did: the migrations it ran (none when the schema was current) and the version now. */
export interface MigrationOutcome {
  readonly applied: ReadonlyArray<string>
  readonly version: number
}

/**
 * Runs the migrations a database needs, and nothing else (no key secret, no queue): the schema is
 * then at the newest version this build knows. A database migrated by a newer build is refused.
 */
export const migrateDatabase = (location: DatabaseLocation) =>
  Effect.gen(function* () {
    const ran = yield* orStoreFailure(
      Effect.mapError(runMigrations, (error) =>
        error instanceof Migrator.MigrationError
          ? new StoreFailure({ message: `Migrating the database failed: ${error.message}`, cause: error })
          : error,
      ),
    )
    yield* orStoreFailure(checkSchemaVersion)
    return {
      applied: ran.map(([id, name]) => `${id}_${name}`),
      version: LATEST_MIGRATION,
    } satisfies MigrationOutcome
  }).pipe(
    Effect.provide(
      location.dialect === "pg"
        ? pgClient({ url: location.url })
        : sqliteClient({ filename: location.filename }),
    ),
  )

/** What the store needs beside its location. */
export interface LocatedStoreConfig extends StoreConfig {
  readonly sqlite?: Omit<SqliteClient.SqliteClientConfig, "filename"> | undefined
  readonly pg?: Omit<PgStoreClient.PgStoreClientConfig, "url"> | undefined
}

/** The store at a location: SQLite or PostgreSQL. */
export const layerAt = (location: DatabaseLocation, config: LocatedStoreConfig = {}) =>
  location.dialect === "pg"
    ? layerPg({ ...config, ...config.pg, url: location.url })
    : layerSqlite({ ...config, ...config.sqlite, filename: location.filename })

/**
 * The store a database URL names (decision by its form): a file path, `:memory:` or `sqlite:path`
 * is SQLite; `postgres://…` or `postgresql://…` is PostgreSQL.
 */
export const layerFromUrl = (
  url: string,
  config: LocatedStoreConfig = {},
): Layer.Layer<AuditStore, Layer.Layer.Error<ReturnType<typeof layerAt>> | InvalidDatabaseUrl> => {
  const location = parseDatabaseUrl(url)
  return location instanceof InvalidDatabaseUrl ? Layer.fail(location) : layerAt(location, config)
}

/**
 * The store configured from the environment: `SVC_DATABASE_URL` (or the older `SVC_DB`; default
 * `./svc.db`), `SVC_KEY_SECRET`, `SVC_WORKERS`.
 */
export const layerFromEnv = Layer.unwrapEffect(
  Effect.map(
    Config.all({
      url: Config.orElse(Config.string("SVC_DATABASE_URL"), () =>
        Config.withDefault(Config.string("SVC_DB"), "./svc.db"),
      ),
      keySecret: Config.option(Config.redacted("SVC_KEY_SECRET")),
      workers: Config.withDefault(Config.integer("SVC_WORKERS"), DEFAULT_WORKERS),
    }),
    ({ url, keySecret, workers }) =>
      layerFromUrl(url, { keySecret: Option.getOrUndefined(keySecret), workers }),
  ),
)

import * as Reactivity from "@effect/experimental/Reactivity"
import * as SqlClient from "@effect/sql/SqlClient"
import type { Connection } from "@effect/sql/SqlConnection"
import type { SqlError } from "@effect/sql/SqlError"
import * as Statement from "@effect/sql/Statement"
import { Context, Deferred, Effect, Exit, Layer, Queue, type Scope, String as Str, Stream } from "effect"
import { DatabaseCorrupt, type DatabaseUnwritable } from "../errors"
import { SqlReader } from "../sql-reader"
import { announceNewDatabase, fileStateOf, identityOf, quickCheck, writeProbe } from "./file-checks"
import { meansBrokenFile, sqlError } from "./sqlite-code"
import { openSqliteDatabase, type SqliteDatabase, type SqliteValue } from "./sqlite-database"

/** How the SQLite connection is opened. */
export interface SqliteClientConfig {
  /** A file path, or `:memory:` for a private in-memory database (quick unit tests). */
  readonly filename: string
  readonly readonly?: boolean | undefined
  /** Milliseconds a statement waits for another process's write lock; 5,000 by default. */
  readonly busyTimeoutMs?: number | undefined
  /**
   * `NORMAL` (default): in WAL mode a commit survives a crash of the process; a power loss may undo
   * the last commits. `FULL` syncs every commit to disk, at a cost on every write.
   */
  readonly synchronous?: "NORMAL" | "FULL" | undefined
  readonly statementCacheSize?: number | undefined
}

/** The SqlClient of an SQLite database, with the file it was opened on. */
export interface SqliteClient extends SqlClient.SqlClient {
  readonly config: SqliteClientConfig
  /**
   * Fails as soon as a statement of this client (or of its reader) finds the file corrupt
   * (SQLITE_CORRUPT, SQLITE_NOTADB); never completes otherwise.
   */
  readonly broken: Effect.Effect<never, DatabaseCorrupt>
  /** Whether the path still names the file that was opened (not removed, not replaced by another). */
  readonly stillAtPath: Effect.Effect<boolean>
}
export const SqliteClient = Context.GenericTag<SqliteClient>("@svc/store/SqliteClient")

const DEFAULT_BUSY_TIMEOUT_MS = 5_000
const DEFAULT_STATEMENT_CACHE_SIZE = 200

/** Values the statement compiler hands over, as SQLite stores them. */
const toSqliteValue = (value: unknown): SqliteValue => {
  if (value === null || value === undefined) return null
  if (typeof value === "string" || typeof value === "number" || typeof value === "bigint") return value
  if (typeof value === "boolean") return value ? 1 : 0
  if (value instanceof Date) return value.getTime()
  if (value instanceof Uint8Array) return Buffer.from(value)
  return JSON.stringify(value)
}

const ROLLBACK = "ROLLBACK"

/** Called with every statement's failure: the client notes the ones that say the file is corrupt. */
type FailureWatch = (error: SqlError) => void

const connectionOf = (database: SqliteDatabase, watch: FailureWatch): Connection => {
  const watched = <A>(run: () => Promise<A>) =>
    Effect.tapError(
      Effect.tryPromise({ try: run, catch: sqlError("Failed to execute statement") }),
      (error) => Effect.sync(() => watch(error)),
    )
  const all = (sql: string, params: ReadonlyArray<unknown>) =>
    watched(() => database.all(sql, params.map(toSqliteValue)))
  return {
    execute: (sql, params, transformRows) =>
      transformRows === undefined ? all(sql, params) : Effect.map(all(sql, params), transformRows),
    executeRaw: (sql, params) => watched(() => database.run(sql, params.map(toSqliteValue))),
    executeValues: (sql, params) =>
      Effect.map(all(sql, params), (rows) => rows.map((row) => Object.values(row))),
    // Transaction control and migrations come through here; their statements are as reusable as any.
    // When BEGIN itself failed (the write lock stayed busy), the SqlClient still rolls back, and would
    // die on SQLite's "no transaction is active": that ROLLBACK has nothing to undo.
    executeUnprepared: (sql, params, transformRows) => {
      const rows = Effect.catchIf(
        all(sql, params),
        (error) => sql === ROLLBACK && String(error.cause).includes("no transaction is active"),
        () => Effect.succeed([]),
      )
      return transformRows === undefined ? rows : Effect.map(rows, transformRows)
    },
    executeStream: (sql, params, transformRows) =>
      Stream.fromIterableEffect(
        transformRows === undefined ? all(sql, params) : Effect.map(all(sql, params), transformRows),
      ),
  }
}

/**
 * Switching a new file to WAL needs it to itself for a moment, and SQLite answers SQLITE_BUSY at once
 * (no busy handler) when another connection is opening the same new file: tried again for up to the
 * busy timeout.
 */
const walMode = (database: SqliteDatabase, busyTimeoutMs: number) =>
  Effect.tryPromise({
    try: async () => {
      const deadline = Date.now() + busyTimeoutMs
      for (;;) {
        try {
          return await database.allUnprepared("PRAGMA journal_mode = WAL", [])
        } catch (error) {
          if (!String(error).includes("SQLITE_BUSY") || Date.now() >= deadline) throw error
          await new Promise((resume) => setTimeout(resume, 20))
        }
      }
    },
    catch: sqlError("Failed to set PRAGMA journal_mode = WAL"),
  })

const pragma = (database: SqliteDatabase, statement: string) =>
  Effect.tryPromise({
    try: () => database.allUnprepared(`PRAGMA ${statement}`, []),
    catch: sqlError(`Failed to set PRAGMA ${statement}`),
  })

const openConnection = (config: SqliteClientConfig, readonly: boolean) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: () =>
        openSqliteDatabase({
          filename: config.filename,
          readonly,
          busyTimeoutMs: config.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS,
          statementCacheSize: config.statementCacheSize ?? DEFAULT_STATEMENT_CACHE_SIZE,
        }),
      catch: sqlError(`Failed to open the SQLite database ${config.filename}`),
    }),
    (opened) => Effect.promise(() => opened.close().catch(() => undefined)),
  )

/**
 * A SqlClient over one opened connection. Every statement and every transaction holds the connection
 * alone (one token), so a transaction never sees another fiber's statements.
 */
const clientOver = (database: SqliteDatabase, beginTransaction: string, watch: FailureWatch) =>
  Effect.gen(function* () {
    const connection = connectionOf(database, watch)
    // One token, handed to waiters first come, first served (an Effect semaphore is not fair, and under
    // load a statement could wait behind hundreds that arrived after it).
    const token = yield* Queue.bounded<true>(1)
    yield* Queue.offer(token, true)
    // Held from acquisition until the caller's scope closes: one statement or one whole transaction.
    const acquirer = Effect.uninterruptibleMask((restore) =>
      Effect.zipRight(
        restore(Queue.take(token)),
        Effect.as(
          Effect.addFinalizer(() => Queue.offer(token, true)),
          connection,
        ),
      ),
    )
    const transformResults = Statement.defaultTransforms(Str.snakeToCamel).array
    return yield* SqlClient.make({
      acquirer,
      transactionAcquirer: acquirer,
      compiler: Statement.makeCompilerSqlite(Str.camelToSnake),
      transformRows: transformResults,
      beginTransaction,
      spanAttributes: [["db.system.name", "sqlite"]],
    })
  })

/** Whether the database lives in this connection alone (a second connection would open another one). */
const isPrivate = (filename: string): boolean =>
  filename === "" || filename === ":memory:" || filename.includes("mode=memory")

/**
 * A SqlClient over one node-sqlite3 connection. Transactions start with `BEGIN IMMEDIATE`, taking
 * SQLite's write lock at once, so two processes on one file wait for each other (up to the busy
 * timeout) instead of failing half-way. WAL mode lets readers of other connections go on while one
 * writes. Names are camelCase in TypeScript and snake_case in SQL.
 *
 * A file is checked before use: a corrupt one fails with `DatabaseCorrupt`, one that cannot be
 * written (unless opened read-only) with `DatabaseUnwritable`; a missing or empty file becomes a new
 * database with a log line saying so.
 */
export const make = (
  config: SqliteClientConfig,
): Effect.Effect<
  SqliteClient,
  SqlError | DatabaseCorrupt | DatabaseUnwritable,
  Scope.Scope | Reactivity.Reactivity
> => Effect.map(openWriter(config), ({ client }) => client)

const openWriter = (config: SqliteClientConfig) =>
  Effect.gen(function* () {
    const readonly = config.readonly ?? false
    const onDisk = !isPrivate(config.filename)
    const before = onDisk ? fileStateOf(config.filename) : "present"
    const database = yield* openConnection(config, readonly)
    if (onDisk) yield* quickCheck(database, config.filename)
    if (!readonly) yield* writeProbe(database, config.filename)
    yield* announceNewDatabase(config.filename, before)
    if (!readonly) yield* walMode(database, config.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS)
    yield* pragma(database, `synchronous = ${config.synchronous ?? "NORMAL"}`)
    yield* pragma(database, "foreign_keys = ON")
    const identity = onDisk ? identityOf(config.filename) : undefined
    const broken = yield* Deferred.make<never, DatabaseCorrupt>()
    const watch: FailureWatch = (error) => {
      if (meansBrokenFile(error))
        Deferred.unsafeDone(
          broken,
          Exit.fail(new DatabaseCorrupt({ filename: config.filename, problems: [error.message] })),
        )
    }
    const client: SqliteClient = Object.assign(yield* clientOver(database, "BEGIN IMMEDIATE", watch), {
      config,
      broken: Deferred.await(broken),
      stillAtPath: Effect.sync(() => identity === undefined || identityOf(config.filename) === identity),
    })
    return { client, watch }
  })

/**
 * A second, read-only connection to the same file (open it after the writer, which sets WAL mode):
 * its statements read the last commit and never wait for the writer's. A private in-memory database
 * has no second connection; its reader is `writer` itself. A corrupt page it meets breaks the writer.
 */
const makeReader = (
  config: SqliteClientConfig,
  writer: SqliteClient,
  watch: FailureWatch,
): Effect.Effect<SqlClient.SqlClient, SqlError, Scope.Scope | Reactivity.Reactivity> =>
  config.readonly === true || isPrivate(config.filename)
    ? Effect.succeed(writer)
    : Effect.flatMap(openConnection(config, true), (database) => clientOver(database, "BEGIN", watch))

/**
 * The SqliteClient and the SqlClient it is, with its SqlReader beside it, opened for the layer's
 * lifetime and closed after it (the reader first).
 */
export const layer = (
  config: SqliteClientConfig,
): Layer.Layer<
  SqliteClient | SqlClient.SqlClient | SqlReader,
  SqlError | DatabaseCorrupt | DatabaseUnwritable
> =>
  Layer.scopedContext(
    Effect.gen(function* () {
      const { client, watch } = yield* openWriter(config)
      const reader = yield* makeReader(config, client, watch)
      return Context.make(SqliteClient, client).pipe(
        Context.add(SqlClient.SqlClient, client),
        Context.add(SqlReader, reader),
      )
    }),
  ).pipe(Layer.provide(Reactivity.layer))

import sqlite3 from "sqlite3"

/** A value SQLite accepts as a bound parameter. */
export type SqliteValue = string | number | bigint | Buffer | null

/** What `run` reports: rows changed and the last inserted rowid. */
export interface RunOutcome {
  readonly changes: number
  readonly lastInsertRowid: number
}

/**
 * One node-sqlite3 connection with promise methods and a cache of prepared statements. It does not
 * serialize callers itself: the SqlClient in front of it lets one statement (or one transaction) at a
 * time reach it, which is also what keeps a cached statement from being bound twice at once.
 */
export interface SqliteDatabase {
  readonly all: (sql: string, params: ReadonlyArray<SqliteValue>) => Promise<ReadonlyArray<object>>
  readonly run: (sql: string, params: ReadonlyArray<SqliteValue>) => Promise<RunOutcome>
  /** Runs `sql` without caching its prepared statement (transaction control, pragmas, DDL). */
  readonly allUnprepared: (sql: string, params: ReadonlyArray<SqliteValue>) => Promise<ReadonlyArray<object>>
  readonly close: () => Promise<void>
}

export interface OpenOptions {
  readonly filename: string
  readonly readonly: boolean
  /** How long a statement waits for another connection's lock before failing with SQLITE_BUSY. */
  readonly busyTimeoutMs: number
  /** At most this many prepared statements are kept; the least recently used is finalized first. */
  readonly statementCacheSize: number
}

const openRaw = (options: OpenOptions): Promise<sqlite3.Database> =>
  new Promise((resolve, reject) => {
    const mode = options.readonly ? sqlite3.OPEN_READONLY : sqlite3.OPEN_READWRITE | sqlite3.OPEN_CREATE
    const database: sqlite3.Database = new sqlite3.Database(options.filename, mode, (error) =>
      error === null ? resolve(database) : reject(error),
    )
  })

const prepare = (database: sqlite3.Database, sql: string): Promise<sqlite3.Statement> =>
  new Promise((resolve, reject) => {
    const statement: sqlite3.Statement = database.prepare(sql, (error) =>
      error === null ? resolve(statement) : reject(error),
    )
  })

const finalize = (statement: sqlite3.Statement): Promise<void> =>
  new Promise((resolve) => {
    statement.finalize(() => resolve())
  })

const allOf = (statement: sqlite3.Statement, params: ReadonlyArray<SqliteValue>): Promise<Array<object>> =>
  new Promise((resolve, reject) => {
    statement.all<object>([...params], (error, rows) => (error === null ? resolve(rows) : reject(error)))
  })

const runOf = (statement: sqlite3.Statement, params: ReadonlyArray<SqliteValue>): Promise<RunOutcome> =>
  new Promise((resolve, reject) => {
    statement.run([...params], function (this: sqlite3.RunResult, error: Error | null) {
      if (error !== null) reject(error)
      else resolve({ changes: this.changes, lastInsertRowid: this.lastID })
    })
  })

/** Opens (creating when allowed) the database file, or `:memory:`, with the busy timeout set. */
export const openSqliteDatabase = async (options: OpenOptions): Promise<SqliteDatabase> => {
  const database = await openRaw(options)
  database.configure("busyTimeout", options.busyTimeoutMs)
  // Insertion order of a Map is its recency order once a hit is moved to the end.
  const statements = new Map<string, sqlite3.Statement>()

  const statementFor = async (sql: string): Promise<sqlite3.Statement> => {
    const cached = statements.get(sql)
    if (cached !== undefined) {
      statements.delete(sql)
      statements.set(sql, cached)
      return cached
    }
    const statement = await prepare(database, sql)
    statements.set(sql, statement)
    if (statements.size > options.statementCacheSize) {
      const [oldestSql, oldest] = statements.entries().next().value ?? []
      if (oldestSql !== undefined && oldest !== undefined) {
        statements.delete(oldestSql)
        await finalize(oldest)
      }
    }
    return statement
  }

  return {
    all: async (sql, params) => allOf(await statementFor(sql), params),
    run: async (sql, params) => runOf(await statementFor(sql), params),
    allUnprepared: async (sql, params) => {
      const statement = await prepare(database, sql)
      try {
        return await allOf(statement, params)
      } finally {
        await finalize(statement)
      }
    },
    close: async () => {
      const open = [...statements.values()]
      statements.clear()
      await Promise.all(open.map(finalize))
      await new Promise<void>((resolve, reject) =>
        database.close((error) => (error === null ? resolve() : reject(error))),
      )
    },
  }
}

import sqlite3 from "sqlite3"

/** A connection of the test's own to the server's database file, beside the server's. */
export interface Database {
  readonly all: <Row>(sql: string, ...params: ReadonlyArray<string | number | null>) => Promise<Array<Row>>
  readonly exec: (sql: string) => Promise<void>
  readonly close: () => Promise<void>
}

export const openDatabase = async (filename: string): Promise<Database> => {
  const database = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened: sqlite3.Database = new sqlite3.Database(filename, (error) =>
      error === null ? resolve(opened) : reject(error),
    )
  })
  database.configure("busyTimeout", 10_000)
  return {
    all: <Row>(sql: string, ...params: ReadonlyArray<string | number | null>) =>
      new Promise<Array<Row>>((resolve, reject) =>
        database.all<Row>(sql, [...params], (error, rows) =>
          error === null ? resolve(rows) : reject(error),
        ),
      ),
    exec: (sql) =>
      new Promise<void>((resolve, reject) =>
        database.exec(sql, (error) => (error === null ? resolve() : reject(error))),
      ),
    close: () => new Promise<void>((resolve) => database.close(() => resolve())),
  }
}

/** Runs one query on its own connection. */
export const query = async <Row>(
  filename: string,
  sql: string,
  ...params: ReadonlyArray<string | number | null>
) => {
  const database = await openDatabase(filename)
  try {
    return await database.all<Row>(sql, ...params)
  } finally {
    await database.close()
  }
}

/** Holds the database's write lock from another connection until the returned function is called. */
export const holdWriteLock = async (filename: string): Promise<() => Promise<void>> => {
  const database = await openDatabase(filename)
  await database.exec("BEGIN IMMEDIATE")
  return async () => {
    await database.exec("ROLLBACK")
    await database.close()
  }
}

/** As another process would: fails every page of the audit with `timeout`, in a connection of its own. */
export const failAuditPages = async (filename: string, auditId: string) => {
  const database = await openDatabase(filename)
  try {
    await database.exec(
      `UPDATE pages SET status = 'failed', error_code = 'timeout', error_message = 'Took too long.',
         started_at = 1, finished_at = 2
       WHERE audit_seq = (SELECT seq FROM audits WHERE id = '${auditId}')`,
    )
  } finally {
    await database.close()
  }
}

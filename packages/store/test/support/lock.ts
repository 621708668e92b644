import sqlite3 from "sqlite3"

/** Holds the write lock of `filename` from another connection (`BEGIN IMMEDIATE`) until `release` is called. */
export const holdWriteLock = async (filename: string): Promise<() => Promise<void>> => {
  const database = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened: sqlite3.Database = new sqlite3.Database(filename, (error) =>
      error === null ? resolve(opened) : reject(error),
    )
  })
  const exec = (sql: string) =>
    new Promise<void>((resolve, reject) =>
      database.exec(sql, (error) => (error === null ? resolve() : reject(error))),
    )
  await exec("BEGIN IMMEDIATE")
  return async () => {
    await exec("ROLLBACK")
    await new Promise<void>((resolve) => database.close(() => resolve()))
  }
}

/** Runs one query on a connection of its own and closes it. */
export const queryFile = async <Row>(filename: string, sql: string): Promise<Array<Row>> => {
  const database = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened: sqlite3.Database = new sqlite3.Database(filename, sqlite3.OPEN_READONLY, (error) =>
      error === null ? resolve(opened) : reject(error),
    )
  })
  try {
    return await new Promise<Array<Row>>((resolve, reject) =>
      database.all<Row>(sql, (error, rows) => (error === null ? resolve(rows) : reject(error))),
    )
  } finally {
    await new Promise<void>((resolve) => database.close(() => resolve()))
  }
}

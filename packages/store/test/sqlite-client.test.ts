import { SqlClient } from "@effect/sql"
import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { SqliteClient } from "../src"
import { tempDatabase } from "./support/store"

const run = <A, E>(filename: string, program: Effect.Effect<A, E, SqlClient.SqlClient>) =>
  Effect.runPromise(Effect.provide(program, SqliteClient.layer({ filename })))

const counterTable = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE IF NOT EXISTS counter (id INTEGER PRIMARY KEY, value INTEGER NOT NULL)`
  yield* sql`INSERT INTO counter (id, value) VALUES (1, 0) ON CONFLICT (id) DO NOTHING`
})

/** A read-modify-write that is only correct when nothing runs between its read and its write. */
const increment = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.withTransaction(
    Effect.gen(function* () {
      const [row] = yield* sql<{ value: number }>`SELECT value FROM counter WHERE id = 1`
      yield* Effect.yieldNow()
      yield* sql`UPDATE counter SET value = ${(row?.value ?? 0) + 1} WHERE id = 1`
    }),
  )
})

const counterValue = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  Effect.map(sql<{ value: number }>`SELECT value FROM counter WHERE id = 1`, (rows) => rows[0]?.value),
)

describe("the node-sqlite3 SqlClient", () => {
  it("opens a file in WAL mode with a busy timeout and foreign keys on", async () => {
    const settings = await run(
      tempDatabase(),
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return {
          journal: yield* sql`PRAGMA journal_mode`,
          timeout: yield* sql`PRAGMA busy_timeout`,
          foreignKeys: yield* sql`PRAGMA foreign_keys`,
        }
      }),
    )
    expect(settings.journal).toEqual([{ journalMode: "wal" }])
    expect(settings.timeout).toEqual([{ timeout: 5000 }])
    expect(settings.foreignKeys).toEqual([{ foreignKeys: 1 }])
  })

  it("maps camelCase names to snake_case columns and back", async () => {
    const rows = await run(
      ":memory:",
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`CREATE TABLE pets (pet_name TEXT, born_at INTEGER, vaccinated INTEGER, tags TEXT)`
        yield* sql`INSERT INTO pets ${sql.insert({ petName: "Rex", bornAt: 5, vaccinated: true, tags: null })}`
        return yield* sql`SELECT * FROM pets`
      }),
    )
    expect(rows).toEqual([{ petName: "Rex", bornAt: 5, vaccinated: 1, tags: null }])
  })

  it("commits a transaction, rolls back a failed one, and rolls back a failed nested one alone", async () => {
    const names = await run(
      ":memory:",
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`CREATE TABLE names (name TEXT NOT NULL)`
        yield* sql.withTransaction(sql`INSERT INTO names (name) VALUES ('kept')`)
        yield* Effect.either(
          sql.withTransaction(
            Effect.zipRight(sql`INSERT INTO names (name) VALUES ('undone')`, Effect.fail("stop")),
          ),
        )
        yield* sql.withTransaction(
          Effect.gen(function* () {
            yield* sql`INSERT INTO names (name) VALUES ('outer')`
            yield* Effect.either(
              sql.withTransaction(
                Effect.zipRight(sql`INSERT INTO names (name) VALUES ('inner')`, Effect.fail("x")),
              ),
            )
          }),
        )
        return (yield* sql<{ name: string }>`SELECT name FROM names ORDER BY rowid`).map((row) => row.name)
      }),
    )
    expect(names).toEqual(["kept", "outer"])
  })

  it("never interleaves concurrent transactions on one connection", async () => {
    const value = await run(
      tempDatabase(),
      Effect.gen(function* () {
        yield* counterTable
        yield* Effect.all(
          Array.from({ length: 40 }, () => increment),
          { concurrency: "unbounded" },
        )
        return yield* counterValue
      }),
    )
    expect(value).toBe(40)
  })

  it("lets two connections on one file write concurrently without losing an update", async () => {
    const filename = tempDatabase()
    await run(filename, counterTable)
    const worker = run(
      filename,
      Effect.all(
        Array.from({ length: 25 }, () => increment),
        { concurrency: 5 },
      ),
    )
    await Promise.all([worker, run(filename, Effect.all(Array.from({ length: 25 }, () => increment)))])
    expect(await run(filename, counterValue)).toBe(50)
  })

  it("answers bad SQL with an SqlError, and the connection keeps working", async () => {
    const outcome = await run(
      ":memory:",
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const failed = yield* Effect.either(sql`SELEKT nothing`)
        const after = yield* sql`SELECT 1 AS one`
        return { failed, after }
      }),
    )
    expect(Either.isLeft(outcome.failed) && outcome.failed.left._tag).toBe("SqlError")
    expect(outcome.after).toEqual([{ one: 1 }])
  })

  it("fails to open a database in a folder that does not exist with an SqlError", async () => {
    const opened = await Effect.runPromise(
      Effect.either(
        Effect.provide(Effect.void, SqliteClient.layer({ filename: "/nonexistent/folder/svc.db" })),
      ),
    )
    expect(Either.isLeft(opened) && opened.left._tag).toBe("SqlError")
  })
})

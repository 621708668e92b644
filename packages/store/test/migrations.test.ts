import { SqlClient } from "@effect/sql"
import { Effect, Either, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { Keys, LATEST_MIGRATION, MIGRATIONS_TABLE, type StoreServices, storeOverClient } from "../src"
import { migrations } from "../src/schema/migrations"
import { DIALECTS } from "./support/databases"
import { freshDatabase, sqlLayer } from "./support/store"

/** The id of every migration this build has, in order (ids may skip a number another change takes). */
const MIGRATION_IDS = Object.keys(migrations).map((name) => Number.parseInt(name, 10))

const tables = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  Effect.map(
    sql.onDialectOrElse({
      pg: () =>
        sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() ORDER BY name`,
      orElse: () => sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`,
    }),
    (rows) => rows.map((row) => row.name),
  ),
)

/** The store over an already open client, so the test can look at the same database. */
const withStore = <A, E>(url: string, program: Effect.Effect<A, E, SqlClient.SqlClient | StoreServices>) =>
  Effect.runPromise(Effect.provide(program, storeOverClient().pipe(Layer.provideMerge(sqlLayer(url)))))

describe.each(DIALECTS)("migrations on %s", (dialect) => {
  it("create every table of the schema in a new database", async () => {
    const names = await withStore(freshDatabase(dialect), tables)
    expect(names).toEqual(
      [
        "api_keys",
        "audit_log",
        "audits",
        // PostgreSQL's change counters (no data_version there).
        ...(dialect === "pg" ? ["change_counters"] : []),
        "crawl_host_slots",
        "crawl_hosts",
        "crawl_notes",
        "crawl_pages",
        "crawls",
        "operator_sessions",
        "operator_sign_in_failures",
        "operators",
        "pages",
        "site_pages",
        "start_reservation_pages",
        "start_reservations",
        "store_settings",
        MIGRATIONS_TABLE,
        "usage_events",
        "worker_heartbeats",
      ].sort(),
    )
  })

  it("run once: reopening a migrated database applies nothing and keeps its rows", async () => {
    const filename = freshDatabase(dialect)
    await withStore(
      filename,
      Effect.flatMap(Keys, (keys) => keys.create({ label: "first" })),
    )
    const reopened = await withStore(
      filename,
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const applied = yield* sql<{ migrationId: number }>`SELECT migration_id FROM ${sql(MIGRATIONS_TABLE)}`
        return { applied, keys: yield* (yield* Keys).list() }
      }),
    )
    expect(reopened.applied).toEqual(MIGRATION_IDS.map((migrationId) => ({ migrationId })))
    expect(reopened.keys.map((key) => key.label)).toEqual(["first"])
  })

  it("refuse a database migrated by a newer build", async () => {
    const filename = freshDatabase(dialect)
    await withStore(
      filename,
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) =>
          sql`INSERT INTO ${sql(MIGRATIONS_TABLE)} (migration_id, name) VALUES (${LATEST_MIGRATION + 1}, 'future')`,
      ),
    )
    const opened = await Effect.runPromise(
      Effect.either(Effect.provide(Effect.void, storeOverClient().pipe(Layer.provide(sqlLayer(filename))))),
    )
    expect(Either.isLeft(opened) && opened.left._tag).toBe("SchemaTooNew")
  })

  it("run once when several processes open a new database at the same moment", async () => {
    const url = freshDatabase(dialect)
    const opened = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        withStore(
          url,
          Effect.flatMap(Keys, (keys) => keys.create({ label: `opener ${index}` })),
        ),
      ),
    )
    expect(opened).toHaveLength(4)
    const applied = await withStore(
      url,
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) =>
          sql<{
            migrationId: number
          }>`SELECT migration_id FROM ${sql(MIGRATIONS_TABLE)} ORDER BY migration_id`,
      ),
    )
    expect(applied).toEqual(MIGRATION_IDS.map((migrationId) => ({ migrationId })))
  })
})

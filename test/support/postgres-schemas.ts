import Pg from "pg"
import { afterAll, inject } from "vitest"

// Schemas on the run's PostgreSQL server (test/support/postgres-global-setup.ts), one per test that
// asks: made when first used, dropped after the test file.

/** The schemas made, each by the first store opened on it. */
const schemas = new Map<string, Promise<void>>()
let admin: Pg.Client | undefined

let connecting: Promise<Pg.Client> | undefined

const adminClient = (): Promise<Pg.Client> => {
  connecting ??= (async () => {
    const client = new Pg.Client({ connectionString: inject("postgresUrl") })
    await client.connect()
    admin = client
    return client
  })()
  return connecting
}

afterAll(async () => {
  if (admin === undefined) return
  for (const schema of schemas.keys()) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  schemas.clear()
  await admin.end()
  admin = undefined
  connecting = undefined
})

const SEARCH_PATH = /[?&]options=-c%20search_path%3D([a-z0-9_]+)/

/** A URL naming a new, empty schema on the run's PostgreSQL server (made by `prepareDatabase`). */
export const freshPostgresUrl = (): string => {
  const schema = `t_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`
  const base = inject("postgresUrl")
  return `${base}${base.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`
}

/** Makes the schema a `freshPostgresUrl` names, if it has one, once however many stores open on it. */
export const prepareDatabase = (url: string): Promise<void> => {
  const schema = SEARCH_PATH.exec(url)?.[1]
  if (schema === undefined) return Promise.resolve()
  let made = schemas.get(schema)
  if (made === undefined) {
    made = adminClient().then(async (client) => {
      await client.query(`CREATE SCHEMA ${schema}`)
    })
    schemas.set(schema, made)
  }
  return made
}

/** The rows `sql` answers on the database a URL names (its schema included), on a connection of its own. */
export const queryPostgres = async <Row>(url: string, sql: string): Promise<ReadonlyArray<Row>> => {
  const client = new Pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows as Array<Row>
  } finally {
    await client.end()
  }
}

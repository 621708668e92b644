import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type * as SqlClient from "@effect/sql/SqlClient"
import type { ChosenQuery, Result } from "@svc/contract"
import { type Context, Effect, Layer, TestClock, TestContext } from "effect"
import { afterEach } from "vitest"
import { minimalResult } from "../../../../fixtures/results/minimal-result"
import { freshPostgresUrl, prepareDatabase } from "../../../../test/support/postgres-schemas"
import {
  AuditLog,
  Audits,
  Keys,
  type NewAudit,
  PageQueue,
  parseDatabaseUrl,
  SqliteClient,
  type StoreConfig,
  StoreLive,
  type StoreServices,
  storeOverClient,
} from "../../src"
import * as PgClient from "../../src/postgres/pg-client"
import type { Dialect } from "./databases"

/** The services most store tests act through, by their short names. */
export const keysAuditsQueueLog = Effect.all({
  keys: Keys,
  audits: Audits,
  queue: PageQueue,
  auditLog: AuditLog,
})

/** 2026-11-22T10:00:00.000Z: the test clock's starting time. */
export const START = Date.parse("2026-11-22T10:00:00.000Z")

const folders: Array<string> = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A fresh folder for database files, removed after the test. */
export const tempFolder = (): string => {
  const folder = mkdtempSync(join(tmpdir(), "svc-store-"))
  folders.push(folder)
  return folder
}

/** A path for a new database file in a fresh folder. */
export const tempDatabase = (): string => join(tempFolder(), "svc.db")

/**
 * A new, empty database of `dialect`: an SQLite file in a fresh folder, or a schema of its own on the
 * run's PostgreSQL server (made when the store first opens on it, dropped after the file's tests).
 */
export const freshDatabase = (dialect: Dialect): string =>
  dialect === "sqlite" ? tempDatabase() : freshPostgresUrl()

/** Every byte of the database and its WAL and shared-memory files. */
export const databaseBytes = (filename: string): Buffer => {
  const folder = join(filename, "..")
  const base = filename.slice(folder.length + 1)
  return Buffer.concat(
    readdirSync(folder)
      .filter((name) => name.startsWith(base))
      .map((name) => readFileSync(join(folder, name))),
  )
}

/** Where an SQLite store lives and how it is opened. */
export interface SqliteStoreConfig extends StoreConfig, SqliteClient.SqliteClientConfig {}

/** The store on an SQLite file (or `:memory:`) opened with `config`. */
export const sqliteStore = ({ filename, keySecret, workers, ...sqlite }: SqliteStoreConfig) =>
  StoreLive({ dialect: "sqlite", filename }, { keySecret, workers, sqlite })

/** A store to open: an SQLite configuration, or a database URL (SQLite or PostgreSQL) with settings. */
export type StoreAt = SqliteStoreConfig | string | (StoreConfig & { readonly url: string })

/** Runs `program` against the store at `config` (opened and closed around it), under a test clock at START. */
export const runStore = <A, E>(config: StoreAt, program: Effect.Effect<A, E, StoreServices>): Promise<A> =>
  Effect.runPromise(onStore(config, program))

/** The store's layer at `config`, its PostgreSQL schema made first. */
export const storeLayer = (config: StoreAt) => {
  if (typeof config !== "string" && !("url" in config)) return sqliteStore(config)
  const { url, ...settings } = typeof config === "string" ? { url: config } : config
  return Layer.unwrapEffect(
    Effect.as(
      Effect.promise(() => prepareDatabase(url)),
      StoreLive(url, settings),
    ),
  )
}

/**
 * `program` with the store on `config` opened around it, under a test clock set to START before the
 * store opens (setting it later would run the store's interval writer once per interval up to START).
 */
const onStore = <A, E>(config: StoreAt, program: Effect.Effect<A, E, StoreServices>) =>
  Effect.zipRight(TestClock.setTime(START), Effect.provide(program, storeLayer(config))).pipe(
    Effect.provide(TestContext.TestContext),
  )

/** The SqlClient (SQLite or PostgreSQL) of a database URL, its PostgreSQL schema made first. */
export const sqlLayer = (url: string) => {
  const location = parseDatabaseUrl(url)
  if (!("dialect" in location)) throw location
  return location.dialect === "pg"
    ? Layer.unwrapEffect(
        Effect.as(
          Effect.promise(() => prepareDatabase(url)),
          PgClient.layer({ url }),
        ),
      )
    : SqliteClient.layer({ filename: location.filename })
}

/** Like `runStore` on a database URL, with the store's SqlClient at hand to look inside. */
export const runStoreWithSql = <A, E>(
  url: string,
  program: Effect.Effect<A, E, StoreServices | SqlClient.SqlClient>,
): Promise<A> =>
  Effect.runPromise(
    Effect.zipRight(
      TestClock.setTime(START),
      Effect.provide(program, storeOverClient().pipe(Layer.provideMerge(sqlLayer(url)))),
    ).pipe(Effect.provide(TestContext.TestContext)),
  )

/** A page of a new audit, measured against an input phrase. */
export const page = (url: string, primary = "sourdough bread"): { url: string; query: ChosenQuery } => ({
  url,
  query: { primary, source: "input" },
})

/** A new audit for a key. */
export const newAudit = (keyId: string, urls: ReadonlyArray<string>): NewAudit => ({
  keyId,
  query: "sourdough bread",
  locale: "en",
  pages: urls.map((url) => page(url)),
})

/** A crawl from `origin`'s home page, as the server's start call asks for one (the crawler's options opaque to the store but for `maxPages`). */
export const crawlAudit = (keyId: string, id: string, origin: string, maxPages = 10): NewAudit => {
  const options = { maxPages, locale: "en" }
  return {
    ...newAudit(keyId, [`${origin}/`]),
    crawl: { id, startUrl: `${origin}/`, options, hostConcurrency: 2 },
  }
}

/** A minimal valid result for a page, as a worker would store it. */
export const resultFor = (url: string): Result => minimalResult(url)

/** The tag of the error `program` (or opening the store) fails with, or "ok". */
export const failureOf = async <A, E>(
  config: StoreAt,
  program: Effect.Effect<A, E, StoreServices>,
): Promise<string> =>
  Effect.runPromise(
    onStore(config, program).pipe(
      Effect.match({
        onFailure: (error) =>
          typeof error === "object" && error !== null && "_tag" in error ? String(error._tag) : String(error),
        onSuccess: () => "ok",
      }),
    ),
  )

/**
 * Runs `program` with two stores on one new database of `dialect`, as two server processes open it
 * (each with connections of its own), under a test clock at START: `one` and `two` hold each
 * process's services (`Context.get(one, PageQueue)`).
 */
export const twoStores = <A, E>(
  program: (one: Context.Context<StoreServices>, two: Context.Context<StoreServices>) => Effect.Effect<A, E>,
  dialect: Dialect = "sqlite",
) =>
  Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        yield* TestClock.setTime(START)
        const url = freshDatabase(dialect)
        const open = Layer.build(storeLayer(url))
        const one = yield* open
        const two = yield* open
        return yield* program(one, two)
      }),
    ).pipe(Effect.provide(TestContext.TestContext)),
  )

import { spawn } from "node:child_process"
import { once } from "node:events"
import { fileURLToPath } from "node:url"
import { SqlClient } from "@effect/sql"
import { Effect, Layer, Option, TestClock } from "effect"
import { describe, expect, it } from "vitest"
import { Audits, Keys, PageQueue, storeOverClient } from "../src"
import { DIALECTS } from "./support/databases"
import { drainQueue } from "./support/queue"
import { freshDatabase, newAudit, resultFor, runStore, sqlLayer } from "./support/store"

const KEYS = 4
const PAGES_PER_KEY = 10
const PAGES = KEYS * PAGES_PER_KEY

/** Every page done, logged and charged exactly once. */
const everyPageOnce = { done: PAGES, unfinished: 0, logRows: PAGES, distinctLogged: PAGES, charges: PAGES }

/** KEYS keys with PAGES_PER_KEY one-page audits each: answers the audit ids. */
const seed = (filename: string) =>
  runStore(
    filename,
    Effect.gen(function* () {
      const audits = yield* Audits
      const keys = yield* Keys
      const ids: Array<string> = []
      for (let keyIndex = 0; keyIndex < KEYS; keyIndex++) {
        const { record: key } = yield* keys.create({ label: `key ${keyIndex}`, pagesPerSite: 50 })
        for (let page = 0; page < PAGES_PER_KEY; page++) {
          ids.push((yield* audits.start(newAudit(key.id, [`https://site-${keyIndex}.example/${page}`]))).id)
        }
      }
      return ids
    }),
  )

/** What the database holds once every page should be done: pages by status, log rows, charges. */
const tally = (filename: string) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const count = (query: Effect.Effect<ReadonlyArray<{ n?: unknown }>, unknown>) =>
        Effect.map(query, (rows) => Number(rows[0]?.n))
      return {
        done: yield* count(sql`SELECT count(*) AS n FROM pages WHERE status = 'done'`),
        unfinished: yield* count(sql`SELECT count(*) AS n FROM pages WHERE status <> 'done'`),
        logRows: yield* count(sql`SELECT count(*) AS n FROM audit_log`),
        distinctLogged: yield* count(
          sql`SELECT count(DISTINCT audit_id || ':' || page_index) AS n FROM audit_log`,
        ),
        charges: yield* count(sql`SELECT count(*) AS n FROM usage_events WHERE kind = 'audit'`),
      }
    }).pipe(Effect.provide(storeOverClient().pipe(Layer.provideMerge(sqlLayer(filename))))),
  )

/** Resolves once `parties` callers have arrived. */
const barrier = (parties: number) => {
  let arrived = 0
  let release = () => {}
  const open = new Promise<void>((resolve) => {
    release = resolve
  })
  return Effect.promise(() => {
    arrived += 1
    if (arrived === parties) release()
    return open
  })
}

/**
 * A worker that leases and completes until the queue is empty, recording what it got. With
 * `afterFirstLease`, it holds its first page until that resolves: both workers then work at once.
 */
const worker = (owner: string, got: Array<string>, afterFirstLease: Effect.Effect<void> = Effect.void) =>
  Effect.gen(function* () {
    const queue = yield* PageQueue
    for (;;) {
      const page = yield* queue.lease(owner, 60_000)
      if (Option.isNone(page)) return
      if (got.length === 0) yield* afterFirstLease
      got.push(`${page.value.auditId}:${page.value.index}`)
      yield* queue.complete(owner, page.value, resultFor(page.value.url))
    }
  })

describe.each(DIALECTS)("the queue across connections and crashes on %s", (dialect) => {
  it("never leases one page to two workers on two connections at once", async () => {
    const filename = freshDatabase(dialect)
    await seed(filename)
    const first: Array<string> = []
    const second: Array<string> = []
    const bothLeased = barrier(2)
    await Promise.all([
      runStore(filename, worker("first", first, bothLeased)),
      runStore(filename, worker("second", second, bothLeased)),
    ])
    const all = [...first, ...second]
    expect(all).toHaveLength(PAGES)
    expect(new Set(all).size).toBe(all.length)
    expect(first.length).toBeGreaterThan(0)
    expect(second.length).toBeGreaterThan(0)
    expect(await tally(filename)).toEqual(everyPageOnce)
  })

  it("resumes pages whose connection closed mid-lease: each completes once, charged once", async () => {
    const filename = freshDatabase(dialect)
    await seed(filename)
    const held = await runStore(
      filename,
      Effect.gen(function* () {
        const queue = yield* PageQueue
        const first = yield* queue.lease("gone", 600_000)
        const second = yield* queue.lease("gone", 600_000)
        return [first, second].filter(Option.isSome).length
      }),
    )
    expect(held).toBe(2)
    const recovered = await runStore(
      filename,
      Effect.gen(function* () {
        const queue = yield* PageQueue
        // On PostgreSQL other processes may hold live leases: only expired ones are taken back.
        yield* TestClock.adjust("11 minutes")
        const counts = yield* queue.recover
        return { counts, finished: yield* drainQueue("after") }
      }),
    )
    expect(recovered).toEqual({ counts: { requeued: 2, failed: 0 }, finished: PAGES })
    expect(await tally(filename)).toEqual(everyPageOnce)
  })

  it("resumes pages leased by a worker process killed with SIGKILL", async () => {
    const filename = freshDatabase(dialect)
    await seed(filename)
    const script = fileURLToPath(new URL("./support/crash-worker.ts", import.meta.url))
    const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", script, filename, "3"], {
      stdio: ["ignore", "pipe", "inherit"],
    })
    let output = ""
    child.stdout.setEncoding("utf8")
    child.stdout.on("data", (chunk: string) => {
      output += chunk
    })
    while (!output.includes("\n")) {
      const [exited] = await Promise.race([
        once(child.stdout, "data"),
        once(child, "exit").then(() => [true]),
      ])
      if (exited === true) break
    }
    child.kill("SIGKILL")
    await once(child, "exit")
    const leasedByChild: Array<string> = JSON.parse(output.replace(/^leased /, ""))
    expect(leasedByChild).toHaveLength(3)

    const recovered = await runStore(
      filename,
      Effect.gen(function* () {
        const queue = yield* PageQueue
        // The child leased on the wall clock: past its leases (10 minutes), short of the page timeout.
        yield* TestClock.setTime(Date.now() + 11 * 60_000)
        const counts = yield* queue.recover
        const finished: Array<string> = []
        yield* worker("survivor", finished)
        return { counts, finished }
      }),
    )
    expect(recovered.counts).toEqual({ requeued: 3, failed: 0 })
    expect(recovered.finished).toEqual(expect.arrayContaining(leasedByChild))
    expect(await tally(filename)).toEqual(everyPageOnce)
  }, 30_000)
})

// pnpm bench:store: the store's operations on a real SQLite file — what the server's calls cost.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import type { Result } from "@svc/contract"
import { Audits, Keys, PageQueue, StoreLive, Usage } from "@svc/store"
import { Duration, Effect, Fiber, Option, Redacted } from "effect"

const { values } = parseArgs({
  options: {
    operations: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "16" },
  },
})
const operations = Number(values.operations)
const concurrency = Number(values.concurrency)

const result = (url: string): Result => ({
  version: 1,
  url,
  scannedAt: "2026-11-22T10:17:48.910Z",
  score: {
    svc: 60,
    parts: { content: 60, google: 60, ai: 60, technical: 60, experience: 60 },
    seo: 60,
    geo: 60,
    html: 60,
  },
  summary: {
    failed: 0,
    review: 0,
    extras: 0,
    passed: 1,
    notApplicable: 0,
    unavailable: 0,
    total: 1,
    checksEvaluated: 1,
  },
  findings: [],
  query: { primary: "bread", source: "input", score: 50, suggestions: [] },
  unmeasured: [],
  page: {
    title: "t",
    description: "d",
    language: "en",
    canonical: null,
    responseTimeMs: 1,
    wordCount: { main: 1, total: 1 },
    pageType: "other",
  },
})

interface Row {
  readonly operation: string
  readonly "ops/s": string
  readonly "p50 ms": string
  readonly "p99 ms": string
}

/** Runs `count` operations, `concurrency` at a time; answers throughput and latency percentiles. */
const measure = <E>(name: string, count: number, operation: (index: number) => Effect.Effect<unknown, E>) =>
  Effect.gen(function* () {
    const latencies: Array<number> = []
    const started = performance.now()
    yield* Effect.forEach(
      Array.from({ length: count }, (_, index) => index),
      (index) =>
        Effect.map(Effect.timed(Effect.either(operation(index))), ([duration]) => {
          latencies.push(Duration.toMillis(duration))
        }),
      { concurrency, discard: true },
    )
    const elapsed = performance.now() - started
    latencies.sort((a, b) => a - b)
    const at = (share: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0
    return {
      operation: name,
      "ops/s": ((count * 1000) / elapsed).toFixed(0),
      "p50 ms": at(0.5).toFixed(2),
      "p99 ms": at(0.99).toFixed(2),
    } satisfies Row
  })

const program = Effect.gen(function* () {
  const keys = yield* Keys
  const audits = yield* Audits
  const usage = yield* Usage
  const queue = yield* PageQueue
  const keyCount = 50
  const issued = yield* Effect.forEach(
    Array.from({ length: keyCount }, (_, index) => index),
    (index) => keys.create({ label: `bench ${index}`, pagesPerSite: 50, auditsPerHour: 1_000_000 }),
  )
  const keyAt = (index: number) => {
    const key = issued[index % keyCount]
    if (key === undefined) throw new Error("no bench key")
    return key
  }
  const started = yield* Effect.forEach(issued, (key, index) =>
    audits.start({
      keyId: key.record.id,
      query: "bread",
      locale: "en",
      pages: [{ url: `https://site-${index}.example/`, query: { primary: "bread", source: "input" } }],
    }),
  )
  const rows: Array<Row> = []
  rows.push(
    yield* measure("authenticate (HMAC + lookup)", operations, (index) =>
      keys.authenticate(Redacted.value(keyAt(index).key)),
    ),
  )
  const polls = Math.min(operations, keyCount * 100)
  rows.push(
    yield* measure("status poll charge (in memory, 120/min window)", polls, (index) =>
      usage.takePoll(keyAt(index).record),
    ),
  )
  rows.push({
    ...(yield* measure("writing those charges (one transaction)", 1, () => usage.flushPolls)),
    operation: `writing those ${polls} charges (one transaction)`,
  })
  const view = (index: number) => audits.get(keyAt(index).record.id, started[index % keyCount]?.id ?? "")
  rows.push(yield* measure("audit view (pages + queue place, on the reader)", operations, view))
  rows.push(
    yield* measure("start audit (limits + insert, 1 page)", operations, (index) =>
      audits.start({
        keyId: keyAt(index).record.id,
        query: undefined,
        locale: "en",
        pages: [{ url: `https://start-${index}.example/`, query: { primary: "", source: "none" } }],
      }),
    ),
  )
  rows.push(
    yield* measure("lease + complete one page", operations, (index) =>
      Effect.flatMap(queue.lease(`bench-${index % 4}`, 60_000), (page) =>
        Option.isSome(page)
          ? queue.complete(`bench-${index % 4}`, page.value, result(page.value.url))
          : Effect.void,
      ),
    ),
  )
  // The same reads while start calls keep the writing connection busy: the reader does not wait for them.
  const writing = yield* Effect.fork(
    Effect.forEach(
      Array.from({ length: operations }, (_, index) => index),
      (index) =>
        Effect.either(
          audits.start({
            keyId: keyAt(index).record.id,
            query: undefined,
            locale: "en",
            pages: [{ url: `https://beside-${index}.example/`, query: { primary: "", source: "none" } }],
          }),
        ),
      { concurrency: 4, discard: true },
    ),
  )
  rows.push(yield* measure("audit view while start calls write", operations, view))
  yield* Fiber.interrupt(writing)
  return rows
})

const folder = mkdtempSync(join(tmpdir(), "svc-bench-store-"))
try {
  const rows = await Effect.runPromise(Effect.provide(program, StoreLive(join(folder, "bench.db"))))
  console.log(
    `\nsvc store bench — SQLite file (WAL), ${operations} operations per row, ${concurrency} at a time, Node ${process.version}\n`,
  )
  console.table(rows)
} finally {
  rmSync(folder, { recursive: true, force: true })
}

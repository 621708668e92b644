// pnpm bench:scale: svc-server beyond one machine (issue 24), printed, never a gate.
// 1. Static audit throughput (--no-lighthouse, local fixture pages): 1, 2 and 4 `work` processes on
//    PostgreSQL, beside one `serve` process on SQLite, each process with --workers 2 — CPU-bound: the
//    fixture answers at once, so the machine's cores are the ceiling, printed beside the figures.
// 2. The same with the fixture answering after --latency ms, as sites over the internet do: 1, 2 and 4
//    `work` processes with --workers 1 each, so the processes' scaling is measured apart from the cores.
// 3. Status polls at --rate a second spread over two `serve --workers 0` processes on PostgreSQL (p50/p99).
// PostgreSQL: SVC_TEST_DATABASE_URL's server, else a throwaway one (test/support/throwaway-postgres.ts).
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createServer } from "node:http"
import { availableParallelism, tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { pacedLoad } from "./paced-load"
import { benchPostgres, issueKeys, serverProcesses } from "./server-processes"

const { values } = parseArgs({
  options: {
    /** Fixture pages of the CPU-bound throughput runs. */
    pages: { type: "string", default: "40" },
    /** Workers of each process in the CPU-bound throughput runs. */
    workers: { type: "string", default: "2" },
    /** Milliseconds the fixture waits before each answer in the second throughput table; 0 skips it. */
    latency: { type: "string", default: "200" },
    /** Fixture pages of the runs with latency (each `work` process runs one page at a time there). */
    "latency-pages": { type: "string", default: "40" },
    /** The fixed rate of the status polls, polls a second over both servers. */
    rate: { type: "string", default: "2000" },
    seconds: { type: "string", default: "10" },
    /** Keys polling, each its own audit. */
    keys: { type: "string", default: "1000" },
    /** Run the TypeScript sources (through tsx) even when a build exists. */
    source: { type: "boolean", default: false },
    /** Only the status polls. */
    "polls-only": { type: "boolean", default: false },
  },
})
const pageCount = Number(values.pages)
const workersEach = Number(values.workers)
const latencyMs = Number(values.latency)
const latencyPageCount = Number(values["latency-pages"])
const rate = Number(values.rate)
const seconds = Number(values.seconds)
const keyCount = Number(values.keys)

const root = resolve(import.meta.dirname, "..")
const folder = mkdtempSync(join(tmpdir(), "svc-bench-scale-"))
const pgServer = benchPostgres()
const servers = serverProcesses({ source: values.source })

/** CPU seconds of the svc processes running and of the database server, so far. */
const cpuNow = () => ({ svc: servers.cpuSeconds(), postgres: pgServer.cpuSeconds() })
/** CPU used since `before`: seconds in all, and milliseconds a unit (a page, a poll). */
const cpuSince = (before: ReturnType<typeof cpuNow>, units: number) => {
  const after = cpuNow()
  const svc = after.svc - before.svc
  const postgres = after.postgres - before.postgres
  return { svc, postgres, svcMs: (svc * 1000) / units, postgresMs: (postgres * 1000) / units }
}
const cpuLine = (cpu: ReturnType<typeof cpuSince>, unit: string) =>
  `CPU: svc processes ${cpu.svc.toFixed(1)} s, PostgreSQL ${cpu.postgres.toFixed(1)} s (${cpu.svcMs.toFixed(2)} + ${cpu.postgresMs.toFixed(2)} ms a ${unit})`

const cores = availableParallelism()
/** Pages a minute the machine's cores could audit at this CPU a page: cores × 60,000 ÷ CPU ms a page. */
const ceilingOf = (cpu: ReturnType<typeof cpuSince>) => (cores * 60_000) / (cpu.svcMs + cpu.postgresMs)

const page = readFileSync(join(root, "fixtures/sites/bakery/index.html"), "utf8")
/** Milliseconds the fixture waits before answering: 0 for the CPU-bound runs, --latency for the others. */
let siteLatencyMs = 0
const site = createServer((request, response) => {
  const body = request.url?.startsWith("/p/") || request.url === "/" ? page : ""
  const answer = () => {
    response.writeHead(body === "" ? 404 : 200, { "content-type": "text/html; charset=utf-8" })
    response.end(body)
  }
  if (siteLatencyMs > 0) setTimeout(answer, siteLatencyMs)
  else answer()
})
await new Promise<void>((done) => site.listen(0, "127.0.0.1", done))
const siteAddress = site.address()
if (siteAddress === null || typeof siteAddress === "string") throw new Error("no site address")
const target = (path: string) => `http://127.0.0.1:${siteAddress.port}${path}`

const { start, stopAll } = servers
const newPostgresDatabase = pgServer.newDatabase
/** Keys that may audit all 50 pages of a site a day, without an hourly limit in the way. */
const benchKeys = (db: string, count: number) =>
  issueKeys(db, count, { pagesPerSite: 50, auditsPerHour: 100_000 })

const startAudit = async (baseUrl: string, key: string, urls: ReadonlyArray<string>) => {
  const response = await fetch(`${baseUrl}/api/v1/audits`, {
    method: "POST",
    headers: { "x-api-key": key, "content-type": "application/json" },
    body: JSON.stringify({ urls, query: "sourdough bread" }),
  })
  const body = (await response.json()) as { id?: string; code?: string }
  if (response.status !== 202 || body.id === undefined)
    throw new Error(`start call: ${response.status} ${body.code}`)
  return body.id
}

/** Polls an audit every 600 ms until it is complete (the poll limit is 120 a minute a key). */
const completed = async (baseUrl: string, key: string, id: string) => {
  for (;;) {
    const response = await fetch(`${baseUrl}/api/v1/audits/${id}`, { headers: { "x-api-key": key } })
    const body = (await response.json()) as { status?: string }
    if (body.status === "complete") return
    await new Promise((done) => setTimeout(done, 600))
  }
}

/**
 * Pages a minute: `pageCount` pages queued through `baseUrl` (10 an audit, one audit a key) while
 * the workers run, timed from the first start call to the last audit complete.
 */
const throughput = async (db: string, baseUrl: string, pageCount: number): Promise<number> => {
  const audits = Math.ceil(pageCount / 10)
  const keys = await benchKeys(db, audits)
  const began = performance.now()
  const ids = await Promise.all(
    keys.map((key, audit) => {
      const pages = Math.min(10, pageCount - audit * 10)
      return startAudit(
        baseUrl,
        key,
        Array.from({ length: pages }, (_, index) => target(`/p/${audit}-${index}`)),
      )
    }),
  )
  await Promise.all(ids.map((id, index) => completed(baseUrl, keys[index] ?? "", id)))
  return (pageCount / (performance.now() - began)) * 60_000
}

const percentile = (sorted: ReadonlyArray<number>, share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN

/** A throughput run's line: its shape, pages a minute, and the CPU it used a page. */
interface Measured {
  readonly shape: string
  readonly perMinute: number
  readonly cpu: ReturnType<typeof cpuSince>
}

let sqliteFiles = 0
/** Measures `pages` pages through one `serve` (SQLite: with its workers) or `serve --workers 0` and `processes` `work` processes (PostgreSQL). */
const measure = async (
  on: "sqlite" | "pg",
  processes: number,
  workers: number,
  pages: number,
): Promise<Measured> => {
  const db = on === "sqlite" ? join(folder, `svc-${++sqliteFiles}.db`) : await newPostgresDatabase()
  const api = await start("serve", db, on === "sqlite" ? workers : 0)
  if (on === "pg") await Promise.all(Array.from({ length: processes }, () => start("work", db, workers)))
  const before = cpuNow()
  const perMinute = await throughput(db, api, pages)
  const cpu = cpuSince(before, pages)
  await stopAll()
  const shape =
    on === "sqlite"
      ? `SQLite, 1 serve process (--workers ${workers})`
      : `PostgreSQL, ${processes} work process${processes === 1 ? "" : "es"} (--workers ${workers} each)`
  console.log(`${shape}: ${perMinute.toFixed(1)}; ${cpuLine(cpu, "page")}`)
  return { shape, perMinute, cpu }
}

/** The figures of a table, each beside the first PostgreSQL figure's multiple. */
const printTable = (title: string, rows: ReadonlyArray<Measured>, withCeiling: boolean) => {
  const onePg = rows.find((row) => row.shape.startsWith("PostgreSQL, 1 "))?.perMinute
  console.log(`\n${title}, pages a minute:`)
  for (const row of rows) {
    const multiple =
      onePg === undefined || !row.shape.startsWith("PostgreSQL")
        ? ""
        : ` (${(row.perMinute / onePg).toFixed(2)}× one)`
    const ceiling = withCeiling
      ? `; the ${cores} cores' ceiling at its ${(row.cpu.svcMs + row.cpu.postgresMs).toFixed(1)} ms of CPU a page: ${ceilingOf(row.cpu).toFixed(0)}`
      : ""
    console.log(`  ${row.shape.padEnd(52)} ${row.perMinute.toFixed(1)}${multiple}${ceiling}`)
  }
}

try {
  if (!values["polls-only"]) {
    const cpuBound = [await measure("sqlite", 1, workersEach, pageCount)]
    for (const processes of [1, 2, 4]) cpuBound.push(await measure("pg", processes, workersEach, pageCount))
    const withLatency: Array<Measured> = []
    siteLatencyMs = latencyMs
    if (latencyMs > 0)
      for (const processes of [1, 2, 4]) withLatency.push(await measure("pg", processes, 1, latencyPageCount))
    siteLatencyMs = 0
    printTable(
      `Static audit throughput, CPU-bound (${pageCount} fixture pages answered at once, --no-lighthouse)`,
      cpuBound,
      true,
    )
    if (withLatency.length > 0)
      printTable(
        `Static audit throughput, processes apart from the cores (${latencyPageCount} fixture pages, each answer ${latencyMs} ms late, --workers 1 a process)`,
        withLatency,
        false,
      )
  }

  // Polls at `rate` a second over two serve processes on PostgreSQL, each key polling its own audit.
  const db = await newPostgresDatabase()
  const apis = await Promise.all([start("serve", db, 0), start("serve", db, 0)])
  const keys = await benchKeys(db, keyCount)
  const polled: Array<{ key: string; path: string }> = []
  for (let next = 0; next < keys.length; ) {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const key = keys[next++]
        if (key === undefined) return
        const id = await startAudit(apis[0] ?? "", key, [target(`/p/poll-${next}`)])
        polled.push({ key, path: `/api/v1/audits/${id}` })
      }),
    )
  }
  const pollCpu = cpuNow()
  const loads = await Promise.all(
    apis.map((baseUrl, half) =>
      pacedLoad({
        baseUrl,
        rate: rate / 2,
        seconds,
        warmUpSeconds: 1,
        connections: 100,
        requestFor: (k) => {
          const audit = polled[(k * 2 + half) % polled.length]
          return { path: audit?.path ?? "/", headers: { "x-api-key": audit?.key ?? "" } }
        },
      }),
    ),
  )
  const pollCpuLine = cpuLine(
    cpuSince(
      pollCpu,
      loads.reduce((sum, load) => sum + load.latencies.length, 0),
    ),
    "poll",
  )
  const latencies = loads.flatMap((load) => load.latencies).sort((a, b) => a - b)
  const statuses = new Map<number, number>()
  for (const load of loads)
    for (const [status, count] of load.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count)
  console.log(
    `\nStatus polls at ${rate} a second over two serve processes on PostgreSQL (${keyCount} keys, ${seconds} s):`,
  )
  console.log(
    `  answered ${latencies.length}, ${((loads[0]?.perSecond ?? 0) + (loads[1]?.perSecond ?? 0)).toFixed(0)} a second; statuses ${JSON.stringify(Object.fromEntries(statuses))}; errors ${loads.reduce((sum, load) => sum + load.errors, 0)}`,
  )
  console.log(
    `  p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
  )
  const cold = loads.flatMap((load) => load.warmUpLatencies).sort((a, b) => a - b)
  console.log(
    `  the 1 s warm-up before (each key's first polls: the servers' cold start): p50 ${percentile(cold, 0.5).toFixed(1)} ms, p99 ${percentile(cold, 0.99).toFixed(1)} ms, slowest ${(cold.at(-1) ?? Number.NaN).toFixed(1)} ms`,
  )
  console.log(`  ${pollCpuLine} (warm-up included)`)
  console.log(
    `  slowest answer a quarter second (ms): ${loads.map((load) => load.worstPerQuarterSecond.map((ms) => ms.toFixed(0)).join(" ")).join(" | ")}`,
  )
} finally {
  await stopAll()
  site.close()
  pgServer.stop()
  rmSync(folder, { recursive: true, force: true })
}

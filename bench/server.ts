// pnpm bench:server: the HTTP API on loopback — start calls, status polls across many keys, and the
// server's memory with 1,000 pages queued. A real `svc-server serve` process on a real SQLite file.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { Keys, StoreLive } from "@svc/store"
import autocannon from "autocannon"
import { Effect, Redacted } from "effect"
import { rssMiB, serveOnePage, serverTreeMiB, servingPid, startBenchServer } from "./bench-server"
import { pacedLoad } from "./paced-load"
import { printServerMemory } from "./server-memory"

const { values } = parseArgs({
  options: {
    keys: { type: "string", default: "1000" },
    "pages-per-key": { type: "string", default: "1" },
    /** The fixed rate of the second poll load, polls a second. */
    rate: { type: "string", default: "2000" },
    connections: { type: "string", default: "200" },
    seconds: { type: "string", default: "10" },
    /** Write a V8 CPU profile of the server to this folder. */
    profile: { type: "string" },
    /** Run the TypeScript sources (through tsx) even when a build exists. */
    source: { type: "boolean", default: false },
    /** Seconds of the fixed-rate load before the measured ones, not counted (connections open, server warm). */
    "warm-up": { type: "string", default: "1" },
    /** Only the memory phases (idle, one dense page, four, after). */
    "memory-only": { type: "boolean", default: false },
    /** Print the slowest poll of the fixed-rate load in each quarter second: where the tail is. */
    timeline: { type: "boolean", default: false },
  },
})
const keyCount = Number(values.keys)
const pagesPerKey = Number(values["pages-per-key"])
const connections = Number(values.connections)
const seconds = Number(values.seconds)
const rate = Number(values.rate)

const root = resolve(import.meta.dirname, "..")
// The server as it is deployed — the build of `pnpm build` — when there is one; else the sources.
const built = join(root, "adapters/server/dist/main.js")
const entry = existsSync(built) && !values.source ? built : join(root, "adapters/server/bin/svc-server.js")

if (values["memory-only"]) {
  await printServerMemory(entry)
  process.exit(0)
}
const folder = mkdtempSync(join(tmpdir(), "svc-bench-server-"))
const db = join(folder, "svc.db")

// The target: the bakery fixture's home page at every path.
const page = readFileSync(join(root, "fixtures/sites/bakery/index.html"), "utf8")
const site = await serveOnePage(page)
const target = (path: string) => `http://127.0.0.1:${site.port}${path}`

// Keys straight into the database, as `svc-server keys create` would, with room for the whole run.
const keys = await Effect.runPromise(
  Effect.flatMap(Keys, (keyStore) =>
    Effect.forEach(
      Array.from({ length: keyCount }, (_, index) => index),
      (index) =>
        Effect.map(
          keyStore.create({ label: `bench ${index}`, pagesPerSite: 50, auditsPerHour: 1_000_000 }),
          (created) => Redacted.value(created.key),
        ),
    ),
  ).pipe(Effect.provide(StoreLive(db))),
)

// No workers: the queued pages stay queued, as on a server whose workers are all busy.
const { process: server, baseUrl } = await startBenchServer(
  entry,
  ["--db", db, "--port", "0", "--workers", "0"],
  values.profile === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${values.profile}`],
)

// Warnings and errors the server logged during the run (none are expected).
const serverLog: Array<string> = []
server.stderr?.on("data", (chunk: Buffer) => serverLog.push(chunk.toString("utf8")))

// The process that serves (a launcher's child on glibc Linux): its CPU time and peak RSS; RSS now
// counts a launcher's own memory too.
const serving = servingPid(server.pid)
const serverRss = (field: "VmRSS" | "VmHWM") =>
  (field === "VmRSS" ? serverTreeMiB(server.pid) : rssMiB(serving, field)).toFixed(0)

/** CPU time the server process has used, in milliseconds: in user space and in the kernel. */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${serving}/stat`, "utf8").split(") ")[1]?.split(" ") ?? []
  return { user: (Number(fields[11]) * 1000) / 100, system: (Number(fields[12]) * 1000) / 100 }
}

const percentile = (sorted: ReadonlyArray<number>, share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0

// Start calls: each fetches its pages once from the fixture, then commits the audit.
const audits: Array<{ key: string; path: string }> = []
const startLatencies: Array<number> = []
const startedAt = performance.now()
let nextKey = 0
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (nextKey < keys.length) {
      const index = nextKey++
      const key = keys[index] ?? ""
      const urls = Array.from({ length: pagesPerKey }, (_, pageIndex) => target(`/k${index}/p${pageIndex}`))
      const began = performance.now()
      const response = await fetch(`${baseUrl}/api/v1/audits`, {
        method: "POST",
        headers: { "x-api-key": key, "content-type": "application/json" },
        body: JSON.stringify({ urls, query: "sourdough bread" }),
      })
      const body = (await response.json()) as { id?: string; code?: string }
      startLatencies.push(performance.now() - began)
      if (response.status !== 202 || body.id === undefined)
        throw new Error(`start refused: ${JSON.stringify(body)}`)
      audits.push({ key, path: `/api/v1/audits/${body.id}` })
    }
  }),
)
const startSeconds = (performance.now() - startedAt) / 1000
startLatencies.sort((a, b) => a - b)
const queuedRss = serverRss("VmRSS")

// Status polls, each request the next audit with its own key, and each half of the audits polled by
// one load (a key polls at most 120 times a minute in all). First autocannon, as fast as the
// connections go: throughput and CPU a poll; each connection waits for its answer, so latency there is
// mostly queueing (200 connections / N polls a second). Then an open-loop load at a fixed rate, evenly
// spaced, latency counted from when each poll was due: the server's latency at that load.
const saturatedAudits = audits.slice(0, Math.ceil(audits.length / 2))
const pacedAudits = audits.slice(saturatedAudits.length)

interface PollLoad {
  readonly perSecond: number
  readonly p50: number
  readonly p99: number
  readonly ok: number
  readonly limited: number
  readonly errors: number
  /** autocannon's request timeouts; the paced load has none (it waits for every answer). */
  readonly timeouts?: number
  readonly cpu: string
  readonly worstPerQuarterSecond?: ReadonlyArray<number>
}

const measuredCpu = async (load: () => Promise<Omit<PollLoad, "cpu">>): Promise<PollLoad> => {
  const before = cpuMs()
  const result = await load()
  const after = cpuMs()
  const polls = Math.max(1, result.ok + result.limited)
  const perPoll = (ms: number) => (ms / polls).toFixed(2)
  return { ...result, cpu: `${perPoll(after.user - before.user)} + ${perPoll(after.system - before.system)}` }
}

const saturatedLoad = (): Promise<Omit<PollLoad, "cpu">> => {
  let turn = 0
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          const audit = saturatedAudits[turn++ % saturatedAudits.length]
          return { ...request, path: audit?.path ?? "/", headers: { "x-api-key": audit?.key ?? "" } }
        },
      },
    ],
  }).then((result) => ({
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    limited: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }))
}

const fixedRateLoad = (): Promise<Omit<PollLoad, "cpu">> =>
  pacedLoad({
    baseUrl,
    rate,
    seconds,
    warmUpSeconds: Number(values["warm-up"]),
    connections,
    requestFor: (k) => {
      const audit = pacedAudits[k % pacedAudits.length]
      return { path: audit?.path ?? "/", headers: { "x-api-key": audit?.key ?? "" } }
    },
  }).then((result) => {
    const ok = [...result.statuses].filter(([status]) => status >= 200 && status < 300)
    const answered = result.latencies.length
    return {
      perSecond: result.perSecond,
      p50: percentile(result.latencies, 0.5),
      p99: percentile(result.latencies, 0.99),
      ok: ok.reduce((sum, [, count]) => sum + count, 0),
      limited: answered - ok.reduce((sum, [, count]) => sum + count, 0),
      errors: result.errors,
      worstPerQuarterSecond: result.worstPerQuarterSecond,
    }
  })

/**
 * Each audit of the fixed-rate load polled once beforehand, 8 at once: its key authenticated and its
 * status record built, as for a client already polling. (A cold start — hundreds of keys all polling
 * for the first time in the same second — is a different measure.)
 */
const warmUp = async () => {
  let next = 0
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < pacedAudits.length) {
        const audit = pacedAudits[next++]
        if (audit === undefined) break
        const response = await fetch(`${baseUrl}${audit.path}`, { headers: { "x-api-key": audit.key } })
        await response.arrayBuffer()
      }
    }),
  )
}

const saturated = await measuredCpu(saturatedLoad)
await warmUp()
const fixedRate = await measuredCpu(fixedRateLoad)

console.log(
  `\nsvc-server (${entry === built ? "built: adapters/server/dist" : "sources through tsx"}) on loopback: ` +
    `${keyCount} keys, ${audits.length * pagesPerKey} pages queued\n`,
)
console.table([
  {
    measure: `start call (${pagesPerKey} pages fetched, 8 at once)`,
    "per s": (audits.length / startSeconds).toFixed(0),
    "p50 ms": percentile(startLatencies, 0.5).toFixed(1),
    "p99 ms": percentile(startLatencies, 0.99).toFixed(1),
  },
  ...[
    { load: saturated, name: `status poll (${connections} connections, as fast as they go, ${seconds} s)` },
    {
      load: fixedRate,
      name: `status poll (up to ${connections} connections, ${rate} a second evenly, ${seconds} s after ${values["warm-up"]} s)`,
    },
  ].map(({ load, name }) => ({
    measure: name,
    "per s": load.perSecond.toFixed(0),
    "p50 ms": load.p50.toFixed(1),
    "p99 ms": load.p99.toFixed(1),
  })),
])
console.table(
  [
    { load: saturated, name: "as fast as they go" },
    { load: fixedRate, name: `${rate} a second` },
  ].map(({ load, name }) => ({
    "poll load": name,
    "polls 2xx": load.ok,
    "polls not 2xx": load.limited,
    errors: load.errors,
    timeouts: load.timeouts ?? "—",
    "server CPU ms a poll (user + kernel)": load.cpu,
  })),
)
console.table([
  {
    [`RSS MiB, ${audits.length * pagesPerKey} pages queued`]: queuedRss,
    "RSS MiB after polls": serverRss("VmRSS"),
    "peak RSS MiB": serverRss("VmHWM"),
  },
])
console.log("targets: ≥ 2,000 polls/s with p99 ≤ 25 ms; RSS ≤ 300 MB")
if (values.timeline)
  console.log(
    `\nslowest poll (ms) of each quarter second at ${rate} a second:\n${(
      fixedRate.worstPerQuarterSecond ?? []
    )
      .map((ms) => ms.toFixed(0))
      .join(" ")}`,
  )
const logged = serverLog
  .join("")
  .split("\n")
  .filter((line) => line.trim() !== "")
if (logged.length > 0)
  console.log(
    `\nthe server logged ${logged.length} warnings or errors; the first:\n${logged.slice(0, 3).join("\n")}`,
  )

server.kill("SIGTERM")
await new Promise((done) => server.on("exit", done))
site.close()
rmSync(folder, { recursive: true, force: true })

await printServerMemory(entry)

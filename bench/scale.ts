// pnpm bench:scale: svc-server beyond one machine (issue 24), printed, never a gate.
// 1. Static audit throughput (--no-lighthouse, local fixture pages): 1, 2 and 4 `work` processes on
//    PostgreSQL, beside one `serve` process on SQLite, each process with --workers 2.
// 2. Status polls at --rate a second spread over two `serve --workers 0` processes on PostgreSQL (p50/p99).
// PostgreSQL: SVC_TEST_DATABASE_URL's server, else a throwaway one (test/support/throwaway-postgres.ts).
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { AuditStore, layerFromUrl } from "@svc/store"
import { Effect, Redacted } from "effect"
import Pg from "pg"
import { startThrowawayPostgres } from "../test/support/throwaway-postgres"
import { pacedLoad } from "./paced-load"

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "40" },
    workers: { type: "string", default: "2" },
    rate: { type: "string", default: "2000" },
    seconds: { type: "string", default: "10" },
    keys: { type: "string", default: "1000" },
    source: { type: "boolean", default: false },
    "polls-only": { type: "boolean", default: false },
  },
})
const pageCount = Number(values.pages)
const workersEach = Number(values.workers)
const rate = Number(values.rate)
const seconds = Number(values.seconds)
const keyCount = Number(values.keys)

const root = resolve(import.meta.dirname, "..")
const folder = mkdtempSync(join(tmpdir(), "svc-bench-scale-"))
const built = join(root, "adapters/server/dist/main.js")
const entry = existsSync(built) && !values.source ? built : join(root, "adapters/server/bin/svc-server.js")

const given = process.env.SVC_TEST_DATABASE_URL?.trim()
const throwaway = given === undefined || given === "" ? startThrowawayPostgres() : undefined
const postgresUrl = given || (throwaway?.url ?? "")

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
const cpuOf = (pid: number | undefined): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? []
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

/** The throwaway server's processes (its postmaster and every child): where the database's CPU goes. */
const postgresPids = (): ReadonlyArray<number> => {
  // A socket URL has no host: not a WHATWG URL.
  const host = throwaway === undefined ? undefined : /[?&]host=([^&]+)/.exec(throwaway.url)?.[1]
  if (host === undefined) return []
  const folder = decodeURIComponent(host)
  const postmaster = Number(readFileSync(join(folder, "data/postmaster.pid"), "utf8").split("\n")[0])
  const children = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ")[1] === String(postmaster)
      } catch {
        return false
      }
    })
    .map(Number)
  return [postmaster, ...children]
}

/** CPU seconds of the svc processes running and of the database server, so far. */
const cpuNow = () => ({
  svc: children.reduce((sum, child) => sum + cpuOf(child.pid), 0),
  postgres: postgresPids().reduce((sum, pid) => sum + cpuOf(pid), 0),
})
const cpuSince = (before: ReturnType<typeof cpuNow>, units: number, unit: string) => {
  const after = cpuNow()
  const svc = after.svc - before.svc
  const postgres = after.postgres - before.postgres
  return `CPU: svc processes ${svc.toFixed(1)} s, PostgreSQL ${postgres.toFixed(1)} s (${((svc * 1000) / units).toFixed(2)} + ${((postgres * 1000) / units).toFixed(2)} ms a ${unit})`
}

const page = readFileSync(join(root, "fixtures/sites/bakery/index.html"), "utf8")
const site = createServer((request, response) => {
  const body = request.url?.startsWith("/p/") || request.url === "/" ? page : ""
  response.writeHead(body === "" ? 404 : 200, { "content-type": "text/html; charset=utf-8" })
  response.end(body)
})
await new Promise<void>((done) => site.listen(0, "127.0.0.1", done))
const siteAddress = site.address()
if (siteAddress === null || typeof siteAddress === "string") throw new Error("no site address")
const target = (path: string) => `http://127.0.0.1:${siteAddress.port}${path}`

const children: Array<ChildProcess> = []
const stopAll = async () => {
  await Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done()
          child.once("exit", () => done())
          child.kill("SIGTERM")
        }),
    ),
  )
}

/** Starts `svc-server <command>` and waits for its line: the listening URL of `serve`, or "" for `work`. */
const start = (command: "serve" | "work", db: string, workers: number): Promise<string> => {
  const args = [entry, command, "--database", db, "--workers", String(workers), "--no-lighthouse"]
  args.push(
    "--allow-private-targets",
    "--shutdown-grace",
    "0",
    ...(command === "serve" ? ["--port", "0"] : []),
  )
  const child = spawn(process.execPath, args, {
    env: { ...process.env, SVC_LOG_LEVEL: "warning" },
    stdio: ["ignore", "pipe", "inherit"],
  })
  children.push(child)
  return new Promise((done, fail) => {
    let out = ""
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8")
      const match = /svc-server listening on (\S+)|svc-server working/.exec(out)
      if (match !== null) done(match[1] ?? "")
    })
    child.once("exit", (code) => fail(new Error(`svc-server ${command} exited with ${code}`)))
  })
}

let databases = 0
const newPostgresDatabase = async (): Promise<string> => {
  const name = `svc_bench_${process.pid}_${++databases}`
  const admin = new Pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  // The database is the URL's path (a socket URL has no host: not a WHATWG URL).
  return postgresUrl.replace(/^(postgres(?:ql)?:\/\/[^/?]*)(\/[^?]*)?/, `$1/${name}`)
}

const issueKeys = (db: string, count: number): Promise<ReadonlyArray<string>> =>
  Effect.runPromise(
    Effect.gen(function* () {
      const store = yield* AuditStore
      return yield* Effect.forEach(Array.from({ length: count }), (_, index) =>
        Effect.map(
          store.keys.create({ label: `bench-${index}`, pagesPerSite: 50, auditsPerHour: 100_000 }),
          (created) => Redacted.value(created.key),
        ),
      )
    }).pipe(Effect.provide(layerFromUrl(db)), Effect.scoped),
  )

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
const throughput = async (db: string, baseUrl: string): Promise<number> => {
  const audits = Math.ceil(pageCount / 10)
  const keys = await issueKeys(db, audits)
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

const results: Array<[string, string]> = []
try {
  // SQLite: one serve process with its workers.
  const sqlite = join(folder, "svc.db")
  const sqliteUrl = values["polls-only"] ? "" : await start("serve", sqlite, workersEach)
  const sqliteCpu = cpuNow()
  if (!values["polls-only"]) {
    results.push([
      `SQLite, 1 serve process (--workers ${workersEach})`,
      (await throughput(sqlite, sqliteUrl)).toFixed(1),
    ])
    console.log(`${results.at(-1)?.join(": ")}; ${cpuSince(sqliteCpu, pageCount, "page")}`)
  }
  await stopAll()

  for (const processes of values["polls-only"] ? [] : [1, 2, 4]) {
    const db = await newPostgresDatabase()
    const api = await start("serve", db, 0)
    await Promise.all(Array.from({ length: processes }, () => start("work", db, workersEach)))
    const before = cpuNow()
    results.push([
      `PostgreSQL, ${processes} work process${processes === 1 ? "" : "es"} (--workers ${workersEach} each)`,
      (await throughput(db, api)).toFixed(1),
    ])
    console.log(`${results.at(-1)?.join(": ")}; ${cpuSince(before, pageCount, "page")}`)
    await stopAll()
  }
  console.log(`\nStatic audit throughput (${pageCount} fixture pages, --no-lighthouse), pages a minute:`)
  for (const [shape, figure] of results) console.log(`  ${shape.padEnd(52)} ${figure}`)

  // Polls at `rate` a second over two serve processes on PostgreSQL, each key polling its own audit.
  const db = await newPostgresDatabase()
  const apis = await Promise.all([start("serve", db, 0), start("serve", db, 0)])
  const keys = await issueKeys(db, keyCount)
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
  const pollCpuLine = cpuSince(
    pollCpu,
    loads.reduce((sum, load) => sum + load.latencies.length, 0),
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
  console.log(`  ${pollCpuLine} (warm-up included)`)
  console.log(
    `  slowest answer a quarter second (ms): ${loads.map((load) => load.worstPerQuarterSecond.map((ms) => ms.toFixed(0)).join(" ")).join(" | ")}`,
  )
} finally {
  await stopAll()
  site.close()
  throwaway?.stop()
  rmSync(folder, { recursive: true, force: true })
}

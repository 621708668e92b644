// What the benches that run svc-server share (bench:scale, bench:crawl): `serve` and `work` processes
// started and stopped, a PostgreSQL server (SVC_TEST_DATABASE_URL's, else a throwaway one) with a new
// database per measurement, keys issued straight into a database, and the CPU the processes used.
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { type KeySettings, Keys, StoreLive } from "@svc/store"
import { Effect, Redacted } from "effect"
import Pg from "pg"
import { startThrowawayPostgres } from "../test/support/throwaway-postgres"

const root = resolve(import.meta.dirname, "..")

/**
 * CPU seconds (user + system) a process has used so far, with that of its children that ended and
 * were waited for (a PostgreSQL backend that exits leaves its CPU in the postmaster's count); 0 once
 * it is gone.
 */
const cpuOf = (pid: number | undefined): number => {
  try {
    // After the command's closing parenthesis: state, ppid, … utime, stime, cutime, cstime (fields 14–17).
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? []
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return 0
  }
}

/** The processes below `root` that are running (children, theirs, …), read from /proc. */
const descendantsOf = (root: number): ReadonlyArray<number> => {
  const parentOf = new Map<number, number>()
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      parentOf.set(
        Number(entry),
        Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ")[1]),
      )
    } catch {
      // Ended meanwhile.
    }
  }
  const found: Array<number> = []
  let level = [root]
  while (level.length > 0) {
    const next = [...parentOf].filter(([, parent]) => level.includes(parent)).map(([pid]) => pid)
    found.push(...next)
    level = next
  }
  return found
}

/**
 * CPU seconds a process and every process below it have used so far: a svc-server relaunches itself
 * as its child (GLIBC_TUNABLES), the PostgreSQL server's work is in its backends. One that ends
 * meanwhile counts once (in its parent's count of ended children).
 */
const treeCpuOf = (pid: number | undefined): number =>
  pid === undefined ? 0 : [pid, ...descendantsOf(pid)].reduce((sum, each) => sum + cpuOf(each), 0)

/** The PostgreSQL server a bench measures on: SVC_TEST_DATABASE_URL's, else a throwaway one (stopped by `stop`). */
export const benchPostgres = () => {
  const given = process.env.SVC_TEST_DATABASE_URL?.trim()
  const throwaway = given === undefined || given === "" ? startThrowawayPostgres() : undefined
  const url = given || (throwaway?.url ?? "")
  let databases = 0

  /** The throwaway server's postmaster; undefined for a server not started here. */
  const postmaster = (): number | undefined => {
    // A socket URL has no host: not a WHATWG URL.
    const host = throwaway === undefined ? undefined : /[?&]host=([^&]+)/.exec(throwaway.url)?.[1]
    if (host === undefined) return undefined
    return Number(readFileSync(join(decodeURIComponent(host), "data/postmaster.pid"), "utf8").split("\n")[0])
  }

  return {
    /** A new, empty database on the server: its URL. */
    newDatabase: async (): Promise<string> => {
      const name = `svc_bench_${process.pid}_${++databases}`
      const admin = new Pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      await admin.end()
      // The database is the URL's path (a socket URL has no host: not a WHATWG URL).
      return url.replace(/^(postgres(?:ql)?:\/\/[^/?]*)(\/[^?]*)?/, `$1/${name}`)
    },
    /** CPU seconds the database server used so far (0 for a server not started here). */
    cpuSeconds: () => treeCpuOf(postmaster()),
    stop: () => throwaway?.stop(),
  }
}

let keysIssued = 0

/** `count` keys issued straight into the database `db` (a second connection beside the server's), with `settings`. */
export const issueKeys = (
  db: string,
  count: number,
  settings: Omit<KeySettings, "label">,
): Promise<ReadonlyArray<string>> =>
  Effect.runPromise(
    Effect.gen(function* () {
      const keys = yield* Keys
      return yield* Effect.forEach(Array.from({ length: count }), () =>
        Effect.map(keys.create({ ...settings, label: `bench-${process.pid}-${++keysIssued}` }), (created) =>
          Redacted.value(created.key),
        ),
      )
    }).pipe(Effect.provide(StoreLive(db)), Effect.scoped),
  )

/**
 * svc-server processes of a bench: the build when there is one (the TypeScript sources through tsx
 * with `source`), each started with --no-lighthouse, --allow-private-targets and no shutdown grace.
 */
export const serverProcesses = (options: { readonly source: boolean }) => {
  const built = join(root, "adapters/server/dist/main.js")
  const entry = existsSync(built) && !options.source ? built : join(root, "adapters/server/bin/svc-server.js")
  const children: Array<ChildProcess> = []

  return {
    /** Whether the processes run the build (or the sources). */
    built: entry === built,
    /**
     * Starts `svc-server <command>` with `args` after the usual ones and waits for its line: the
     * listening URL of `serve`, or "" for `work`.
     */
    start: (
      command: "serve" | "work",
      db: string,
      workers: number,
      args: ReadonlyArray<string> = [],
    ): Promise<string> => {
      const child = spawn(
        process.execPath,
        [
          entry,
          command,
          "--database",
          db,
          "--workers",
          String(workers),
          "--no-lighthouse",
          "--allow-private-targets",
          "--shutdown-grace",
          "0",
          ...(command === "serve" ? ["--port", "0"] : []),
          ...args,
        ],
        { env: { ...process.env, SVC_LOG_LEVEL: "warning" }, stdio: ["ignore", "pipe", "inherit"] },
      )
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
    },
    /** CPU seconds the running processes used so far. */
    cpuSeconds: () => children.reduce((sum, child) => sum + treeCpuOf(child.pid), 0),
    /** Stops every process started (SIGTERM) and waits for each to exit. */
    stopAll: async () => {
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
    },
  }
}

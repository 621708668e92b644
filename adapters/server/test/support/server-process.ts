import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { type AddressInfo, createServer } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

/**
 * The server the tests run: its build, as an installed package runs it (the global setup rebuilds a
 * build older than the sources), else the bin a checkout's `pnpm exec svc-server` runs, which reads the
 * TypeScript sources through tsx — twice the start-up (14 s against 7 s on a quiet 2-core machine).
 */
export const BIN = existsSync(resolve(import.meta.dirname, "../../dist/main.js"))
  ? resolve(import.meta.dirname, "../../dist/main.js")
  : resolve(import.meta.dirname, "../../bin/svc-server.js")

/** Start-up reads the whole server (through tsx from the sources); on a busy machine that takes a while. */
const START_TIMEOUT_MS = 90_000

export interface ServerOptions {
  /** `work` starts workers with no HTTP (`svc-server work`), ready once it says so; `serve` by default. */
  readonly command?: "serve" | "work"
  /** The database file (or URL); a fresh file in a new folder by default. */
  readonly db?: string
  readonly workers?: number
  /** `--shutdown-grace`: 0 unless a test needs running pages to finish on SIGTERM. */
  readonly shutdownGrace?: number
  /** Measure pages with Lighthouse (real Chromium); off (`--no-lighthouse`) unless a test needs it. */
  readonly lighthouse?: boolean
  /** `--allow-private-targets`: on unless a test needs the address guard as users have it. */
  readonly allowPrivateTargets?: boolean
  /** More flags for `serve`. */
  readonly args?: ReadonlyArray<string>
  readonly env?: Readonly<Record<string, string>>
  /**
   * A command the server runs under (`unshare …`), given the node binary and its arguments to exec;
   * `withHostsFile(file)` makes names a test made up resolve to the addresses it chose, for this process only.
   */
  readonly wrapper?: ReadonlyArray<string>
}

/** A `svc-server serve` child process on a free port. */
export interface RunningServer {
  /** `http://127.0.0.1:<port>`, as the server printed it; empty for `work`. */
  readonly url: string
  readonly db: string
  readonly process: ChildProcess
  readonly stdout: () => string
  readonly stderr: () => string
  /** The JSON log lines written to stderr so far. */
  readonly logs: () => ReadonlyArray<Record<string, unknown>>
  /** Resolves when the process has exited. */
  readonly exited: Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>
  /** SIGTERM, and the exit. */
  readonly stop: () => Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>
}

const folders: Array<string> = []

/** A fresh folder, removed by `removeTempFolders`. */
export const tempFolder = (): string => {
  const folder = mkdtempSync(join(tmpdir(), "svc-server-"))
  folders.push(folder)
  return folder
}

export const removeTempFolders = () => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
}

/** Every byte of the database and its WAL and shared-memory files. */
export const databaseBytes = (db: string): Buffer => {
  const folder = resolve(db, "..")
  const base = db.slice(folder.length + 1)
  return Buffer.concat(
    readdirSync(folder)
      .filter((name) => name.startsWith(base))
      .map((name) => readFileSync(join(folder, name))),
  )
}

/** The processes `pid` started (Linux). */
export const childrenOf = (pid: number): ReadonlyArray<number> =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .split(" ")
    .filter((each) => each !== "")
    .map(Number)

/**
 * The process that serves: on glibc Linux `svc-server serve` and `work` relaunch themselves with
 * malloc settings (src/launch/), so the process a test started is the launcher and the server its child.
 */
export const serverPid = (launched: ChildProcess): number => {
  const pid = launched.pid ?? 0
  return childrenOf(pid)[0] ?? pid
}

/** A loopback port free a moment ago, for a process that must be reached before it says where it listens. */
export const freePort = (): Promise<number> =>
  new Promise((done) => {
    const probe = createServer()
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => done(port))
    })
  })

/** Runs `command args…` to its end; killed (SIGKILL) after `killAfterMs` when given. */
export const runCommand = (
  command: string,
  args: ReadonlyArray<string>,
  options: { readonly env?: Readonly<Record<string, string>>; readonly killAfterMs?: number } = {},
): Promise<{ readonly code: number | null; readonly stdout: string; readonly stderr: string }> =>
  new Promise((done, fail) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    const killer =
      options.killAfterMs === undefined
        ? undefined
        : setTimeout(() => child.kill("SIGKILL"), options.killAfterMs)
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8")
    })
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8")
    })
    child.on("error", fail)
    child.on("close", (code) => {
      clearTimeout(killer)
      done({ code, stdout, stderr })
    })
  })

/** Runs the bin with `args`, to its end. */
export const runBin = (
  args: ReadonlyArray<string>,
  env: Readonly<Record<string, string>> = {},
): Promise<{ readonly code: number | null; readonly stdout: string; readonly stderr: string }> =>
  runCommand(process.execPath, [BIN, ...args], { env })

/** A `wrapper` that runs the server in a mount namespace of its own, with `file` as its /etc/hosts. */
export const withHostsFile = (file: string): ReadonlyArray<string> => [
  "unshare",
  "-m",
  "--",
  "sh",
  "-c",
  'mount --bind "$0" /etc/hosts && exec "$@"',
  file,
]

/**
 * Starts `svc-server serve --port 0 --allow-private-targets` (with `--no-lighthouse` unless asked for
 * Lighthouse) and waits for its address; or `svc-server work …`, and waits for its workers.
 */
export const startServer = async (options: ServerOptions = {}): Promise<RunningServer> => {
  const db = options.db ?? join(tempFolder(), "svc.db")
  const work = options.command === "work"
  const args = [
    BIN,
    options.command ?? "serve",
    "--db",
    db,
    ...(work ? [] : ["--port", "0"]),
    ...(options.lighthouse === true ? [] : ["--no-lighthouse"]),
    ...(options.allowPrivateTargets === false ? [] : ["--allow-private-targets"]),
    "--workers",
    String(options.workers ?? 2),
    "--shutdown-grace",
    String(options.shutdownGrace ?? 0),
    ...(options.args ?? []),
  ]
  const [command = process.execPath, ...commandArgs] = [...(options.wrapper ?? []), process.execPath, ...args]
  const child = spawn(command, commandArgs, {
    env: { ...process.env, SVC_LOG_LEVEL: "info", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let stdout = ""
  let stderr = ""
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on("exit", (code, signal) => done({ code, signal })),
  )
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`svc-server did not start:\n${stderr}`)), START_TIMEOUT_MS)
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8")
      const match = (work ? /svc-server working: ()/ : /svc-server listening on (http:\/\/\S+)/).exec(stdout)
      if (match?.[1] !== undefined) {
        clearTimeout(timer)
        done(match[1])
      }
    })
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8")
    })
    void exited.then(({ code }) => {
      clearTimeout(timer)
      fail(new Error(`svc-server exited with ${code} before listening:\n${stdout}\n${stderr}`))
    })
  })
  return {
    url,
    db,
    process: child,
    stdout: () => stdout,
    stderr: () => stderr,
    logs: () =>
      stderr
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000)
      const exit = await exited
      clearTimeout(timer)
      return exit
    },
  }
}

import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import {
  chmodSync,
  closeSync,
  copyFileSync,
  mkdirSync,
  openSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, expectError, startAudit, waitForComplete } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
import {
  BIN,
  type RunningServer,
  removeTempFolders,
  runBin,
  startServer,
  tempFolder,
} from "./support/server-process"
import { openDatabase } from "./support/sqlite"

const PAGE_BYTES = 4096
const CORRUPTED_PAGES = 30

let site: FixtureSite
const servers: Array<RunningServer> = []

beforeAll(async () => {
  site = await serveFixtureSite()
}, 60_000)

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await site?.close()
  removeTempFolders()
})

const serve = async (db: string) => {
  const server = await startServer({ db, workers: 1 })
  servers.push(server)
  return server
}

interface Ending {
  readonly code: number | null
  readonly stderr: string
  /** Whether it printed its address, i.e. served the database. */
  readonly listened: boolean
}

/** Runs `svc-server serve` on `db` until it exits; one that starts listening is stopped and reported so. */
const serveToExit = (db: string, as: { uid?: number; gid?: number } = {}): Promise<Ending> =>
  new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [BIN, "serve", "--db", db, "--port", "0", "--no-lighthouse", "--workers", "1", "--shutdown-grace", "0"],
      { env: { ...process.env, SVC_LOG_LEVEL: "info" }, stdio: ["ignore", "pipe", "pipe"], ...as },
    )
    let stderr = ""
    let listened = false
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString("utf8").includes("listening on")) {
        listened = true
        child.kill("SIGTERM")
      }
    })
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8")
    })
    child.on("error", fail)
    child.on("close", (code) => done({ code, stderr, listened }))
  })

/** A database the server wrote: audits run to completion, the server stopped (its WAL folded in). */
const writtenDatabase = async (): Promise<string> => {
  const db = join(tempFolder(), "svc.db")
  const server = await serve(db)
  const { key } = await issueKey(db, { pagesPerSite: 50, auditsPerHour: 1_000 })
  for (let round = 0; round < 3; round++) {
    const urls = Array.from({ length: 8 }, (_, index) => site.url(`/p/${round}-${index}`))
    const answer = await startAudit(server.url, key, { urls })
    expect(answer.status, answer.text).toBe(202)
    await waitForComplete(server.url, key, (answer.json as { id: string }).id)
  }
  expect(await server.stop()).toMatchObject({ code: 0 })
  return db
}

/** Overwrites `count` distinct random pages of the file, never the first (the header), with random bytes. */
const corruptPages = (db: string, count: number): ReadonlyArray<number> => {
  const pages = Math.floor(statSync(db).size / PAGE_BYTES)
  expect(pages - 1).toBeGreaterThanOrEqual(count)
  const candidates = Array.from({ length: pages - 1 }, (_, index) => index + 1)
  const chosen: Array<number> = []
  while (chosen.length < count)
    chosen.push(...candidates.splice(Math.floor(Math.random() * candidates.length), 1))
  const file = openSync(db, "r+")
  try {
    for (const page of chosen) writeSync(file, randomBytes(PAGE_BYTES), 0, PAGE_BYTES, page * PAGE_BYTES)
  } finally {
    closeSync(file)
  }
  return chosen
}

const waitUntil = async (what: string, condition: () => Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((done) => setTimeout(done, 200))
  }
}

const STACK_LINE = /^\s+at /m

describe("a database with 30 random pages overwritten", () => {
  let corrupt: string
  let sound: string
  let pages: ReadonlyArray<number>

  beforeAll(async () => {
    corrupt = await writtenDatabase()
    sound = join(tempFolder(), "sound.db")
    copyFileSync(corrupt, sound)
    pages = corruptPages(corrupt, CORRUPTED_PAGES)
  }, 180_000)

  it("is refused at start with one clear message, by serve and every command that opens it", async () => {
    const ending = await serveToExit(corrupt)
    expect(ending.listened, `served a corrupt file (pages ${pages.join(", ")})`).toBe(false)
    expect(ending.code).not.toBe(0)
    const message = ending.stderr.trim().split("\n").at(-1) ?? ""
    expect(message).toMatch(/^svc-server: The database .* is corrupt \(/)
    expect(message).toContain(corrupt)
    expect(message).toContain("svc-server backup")
    expect(message).toContain(`svc-server check --db ${corrupt}`)
    expect(ending.stderr).not.toMatch(STACK_LINE)

    const keys = await runBin(["keys", "list", "--db", corrupt])
    expect(keys.code).not.toBe(0)
    expect(keys.stderr).toContain(`The database ${corrupt} is corrupt`)
  }, 120_000)

  it("`svc-server check` passes the sound copy and lists the corrupt file's problems", async () => {
    const passed = await runBin(["check", "--db", sound])
    expect(passed.code, passed.stderr).toBe(0)
    expect(passed.stdout.trim()).toBe(`${sound}: ok (PRAGMA integrity_check)`)

    const failed = await runBin(["check", "--db", corrupt])
    expect(failed.code).not.toBe(0)
    expect(failed.stdout.trim()).not.toBe("")
    expect(failed.stdout).not.toContain("ok (PRAGMA integrity_check)")
    expect(failed.stderr).toContain(`${corrupt} is corrupt`)
    expect(failed.stderr).not.toMatch(STACK_LINE)
  }, 120_000)
})

describe("a database found corrupt while serving", () => {
  it("stops the server with the SQLite code in its log and a clear message, instead of leaving pages running", async () => {
    const db = await writtenDatabase()
    const server = await serve(db)
    const own = await openDatabase(db)
    try {
      await own.all("PRAGMA wal_checkpoint(TRUNCATE)")
      corruptPages(db, Math.floor(statSync(db).size / PAGE_BYTES) - 1)
      // A commit of another connection: the server's connections drop their cached pages and read the file.
      await own.exec("PRAGMA user_version = 7")
    } finally {
      await own.close()
    }
    const exit = await Promise.race([
      server.exited,
      new Promise<undefined>((done) => setTimeout(() => done(undefined), 30_000)),
    ])
    expect(exit, "the server kept serving a corrupt file").toBeDefined()
    expect(exit?.code).not.toBe(0)
    const stopping = server.logs().find((line) => line.msg === "the database is corrupt: stopping the server")
    expect(stopping?.error).toMatch(/SQLITE_CORRUPT|SQLITE_NOTADB/)
    const message = server.stderr().trim().split("\n").at(-1) ?? ""
    expect(message).toMatch(/^svc-server: The database .* is corrupt \(.*SQLITE_(CORRUPT|NOTADB)/)
    expect(message).toContain("svc-server backup")
  }, 180_000)
})

describe("a database file the server cannot write", () => {
  it("is refused at start, naming SQLITE_READONLY", async () => {
    const folder = tempFolder()
    const db = join(folder, "svc.db")
    expect((await runBin(["keys", "create", "--db", db, "--label", "ro"])).code).toBe(0)
    chmodSync(db, 0o444)
    // Root writes any file whatever its mode: the server then runs as nobody, the folder open to it.
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {}
    chmodSync(folder, 0o777)
    const ending = await serveToExit(db, asNobody)
    expect(ending.listened).toBe(false)
    expect(ending.code).not.toBe(0)
    const message = ending.stderr.trim().split("\n").at(-1) ?? ""
    expect(message).toContain(`The database ${db} cannot be written`)
    expect(message).toContain("SQLITE_READONLY")
    expect(ending.stderr).not.toMatch(STACK_LINE)
  }, 120_000)
})

describe("an empty (0-byte) database file", () => {
  it("becomes a new database with log lines saying so: where, and a new key secret", async () => {
    const db = join(tempFolder(), "svc.db")
    writeFileSync(db, "")
    const server = await serve(db)
    const messages = server.logs().map((line) => String(line.msg))
    expect(messages).toContain(
      `the database file ${db} was empty (0 bytes): created a new, empty database in it`,
    )
    expect(
      messages.some(
        (message) => message.startsWith("no key secret given") && message.includes("generated a new one"),
      ),
    ).toBe(true)
    expect((await call(server.url, "/healthz")).status).toBe(200)
  }, 120_000)
})

describe("/healthz", () => {
  it("answers 503 with retryAfter once the database file is removed while serving", async () => {
    const db = join(tempFolder(), "svc.db")
    const server = await serve(db)
    expect((await call(server.url, "/healthz")).status).toBe(200)
    rmSync(db)
    await waitUntil("healthz answers 503", async () => (await call(server.url, "/healthz")).status === 503)
    const answer = await call(server.url, "/healthz")
    expectError(answer, 503, "unavailable")
  }, 120_000)
})

/** Fills the file system `folder` is on, 4 KiB at a time, until it has no room left. */
const fillUp = (filler: string) => {
  const file = openSync(filler, "w")
  try {
    for (;;) writeSync(file, Buffer.alloc(PAGE_BYTES, 1))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error
  } finally {
    closeSync(file)
  }
}

describe("/healthz on a full disk", () => {
  it("answers 503 with SQLITE_FULL in the log while nothing can be written, 200 again once there is room", async () => {
    const disk = join(tempFolder(), "disk")
    mkdirSync(disk)
    // The database on a small tmpfs of its own, mounted in a mount namespace of the server alone.
    const server = await startServer({
      db: join(disk, "svc.db"),
      workers: 1,
      wrapper: ["unshare", "-rm", "sh", "-c", 'mount -t tmpfs -o size=2m tmpfs "$0" && exec "$@"', disk],
    })
    servers.push(server)
    expect((await call(server.url, "/healthz")).status).toBe(200)
    // The server's view of the folder: its tmpfs, not the folder outside the namespace.
    const filler = `/proc/${server.process.pid}/root${disk}/filler`
    fillUp(filler)
    await waitUntil("healthz answers 503", async () => (await call(server.url, "/healthz")).status === 503)
    expectError(await call(server.url, "/healthz"), 503, "unavailable")
    expect(server.stderr()).toContain("SQLITE_FULL")

    rmSync(filler)
    await waitUntil(
      "healthz answers 200 again",
      async () => (await call(server.url, "/healthz")).status === 200,
    )
  }, 120_000)
})

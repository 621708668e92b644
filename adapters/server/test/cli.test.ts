import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freshPostgresUrl, prepareDatabase, queryPostgres } from "../../../test/support/postgres-schemas"
import { call, expectError, startAudit, waitForComplete } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import {
  type RunningServer,
  removeTempFolders,
  runBin,
  startServer,
  tempFolder,
} from "./support/server-process"
import { query } from "./support/sqlite"

const KEY_LINE = /^svc_[A-Za-z0-9_-]{43}$/

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

const lastLine = (text: string) => text.trimEnd().split("\n").at(-1) ?? ""

describe("svc-server keys", () => {
  it("create prints the key alone on the last line; list, set and revoke manage it without ever showing it", async () => {
    const db = join(tempFolder(), "svc.db")
    const created = await runBin(["keys", "create", "--db", db, "--label", "acme", "--pages-per-site", "3"])
    expect(created.code, created.stderr).toBe(0)
    const key = lastLine(created.stdout)
    expect(key).toMatch(KEY_LINE)
    expect(created.stdout).toContain("acme")

    const changed = await runBin([
      "keys",
      "set",
      "acme",
      "--db",
      db,
      "--audits-per-hour",
      "120",
      "--label",
      "acme-2",
    ])
    expect(changed.code, changed.stderr).toBe(0)
    const listed = await runBin(["keys", "list", "--db", db, "--json"])
    expect(listed.code, listed.stderr).toBe(0)
    const [record] = JSON.parse(listed.stdout) as Array<Record<string, unknown>>
    expect(record).toMatchObject({
      label: "acme-2",
      pagesPerSite: 3,
      auditsPerHour: 120,
      fullAuditCost: 5,
      revokedAt: null,
    })
    expect(listed.stdout).not.toContain(key.slice(4, 20))

    const revoked = await runBin(["keys", "revoke", String(record?.fingerprintPrefix), "--db", db])
    expect(revoked.code, revoked.stderr).toBe(0)
    expect(revoked.stdout).toContain("Revoked acme-2")
    const active = await runBin(["keys", "list", "--db", db])
    expect(active.stdout.trim().split("\n")).toHaveLength(1)
    const all = await runBin(["keys", "list", "--db", db, "--all"])
    expect(all.stdout).toContain("acme-2")
  }, 120_000)

  it("refuses bad settings with a plain message on stderr and exit code 1", async () => {
    const db = join(tempFolder(), "svc.db")
    const tooMany = await runBin(["keys", "create", "--db", db, "--label", "x", "--pages-per-site", "51"])
    expect(tooMany.code).toBe(1)
    expect(tooMany.stderr).toContain("pagesPerSite must be a whole number from 1 to 50")
    expect(tooMany.stdout).toBe("")
    const noLabel = await runBin(["keys", "create", "--db", db])
    expect(noLabel.code).toBe(1)
    expect(noLabel.stderr).toContain("--label")
    const unknown = await runBin(["keys", "revoke", "nobody", "--db", db])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('No key matches "nobody"')
  }, 120_000)

  it("backup writes a consistent copy that holds the keys", async () => {
    const folder = tempFolder()
    const db = join(folder, "svc.db")
    expect((await runBin(["keys", "create", "--db", db, "--label", "kept"])).code).toBe(0)
    const copy = join(folder, "copy.db")
    const backup = await runBin(["backup", "--db", db, "--to", copy])
    expect(backup.code, backup.stderr).toBe(0)
    expect(await query<{ label: string }>(copy, "SELECT label FROM api_keys")).toEqual([{ label: "kept" }])
  }, 60_000)
})

describe("svc-server serve", () => {
  it("is configured from SVC_* variables (the base URL of reportUrl, the rules' pages, the workers) and prints one line", async () => {
    const db = join(tempFolder(), "svc.db")
    const created = await runBin(["keys", "create", "--db", db, "--label", "env"], { SVC_DB: db })
    const key = lastLine(created.stdout)
    const server = await startServer({
      db,
      env: {
        SVC_BASE_URL: "https://audit.example.net/",
        SVC_WORKERS: "1",
        SVC_RULE_DOCS_URL: "https://docs.example.org/checks/{id}",
      },
    })
    servers.push(server)
    expect(server.stdout().trim().split("\n")).toEqual([
      expect.stringMatching(/^svc-server listening on http:\/\/127\.0\.0\.1:\d+$/),
    ])
    const started = await startAudit(server.url, key, { url: site.url("/") })
    const { id } = started.json as { id: string }
    const record = await waitForComplete(server.url, key, id)
    const page = record.pages[0]
    expect(page?.status === "done" ? page.result.reportUrl : undefined).toBe(
      `https://audit.example.net/api/v1/audits/${id}?format=pdf&page=0`,
    )
    const findings = page?.status === "done" ? page.result.findings : []
    expect(findings.length).toBeGreaterThan(0)
    const pdf = await call(server.url, `/api/v1/audits/${id}?format=pdf`, { key })
    expect(pdf.status).toBe(200)
    for (const finding of findings)
      expect(pdf.text).toContain(`/URI (https://docs.example.org/checks/${finding.id})`)
    expect(pdf.text).not.toContain("docs/rules/")
  }, 120_000)

  it("refuses non-public targets unless started with --allow-private-targets", async () => {
    const db = join(tempFolder(), "svc.db")
    const key = lastLine((await runBin(["keys", "create", "--db", db, "--label", "public"])).stdout)
    const args = ["serve", "--db", db, "--port", "0", "--no-lighthouse", "--workers", "0"]
    const child = spawn(process.execPath, [resolve(import.meta.dirname, "../bin/svc-server.js"), ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    })
    try {
      const url = await new Promise<string>((done, fail) => {
        let out = ""
        child.stdout.on("data", (chunk: Buffer) => {
          out += chunk.toString("utf8")
          const match = /listening on (\S+)/.exec(out)
          if (match?.[1] !== undefined) done(match[1])
        })
        child.on("exit", (code) => fail(new Error(`exited with ${code}`)))
      })
      for (const target of [site.url("/"), "http://localhost/", "http://10.0.0.7/", "http://[::1]/"]) {
        const error = expectError(await startAudit(url, key, { url: target }), 400, "invalid_request")
        expect(error.error).toContain("not a public address")
      }
    } finally {
      child.kill("SIGTERM")
    }
  }, 120_000)

  it("refuses bad settings at start-up with every problem named, and exit code 1", async () => {
    const db = join(tempFolder(), "svc.db")
    const bad = await runBin([
      "serve",
      "--db",
      db,
      "--port",
      "70000",
      "--base-url",
      "ftp://example.com",
      "--workers",
      "65",
    ])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain("--port (SVC_PORT)")
    expect(bad.stderr).toContain("--base-url (SVC_BASE_URL)")
    expect(bad.stderr).toContain("--workers (SVC_WORKERS)")
    expect(bad.stdout).toBe("")
    const env = await runBin(["serve", "--db", db], { SVC_WORKERS: "many" })
    expect(env.code).toBe(1)
    expect(env.stderr).toContain("SVC_WORKERS")
    expect(existsSync(db)).toBe(false)
  }, 120_000)

  it("notices a revoked key within seconds, though it had just been used", async () => {
    const db = join(tempFolder(), "svc.db")
    const key = lastLine((await runBin(["keys", "create", "--db", db, "--label", "soon-revoked"])).stdout)
    const server = await startServer({ db, workers: 0 })
    servers.push(server)
    const check = "/api/v1/audits/00000000-0000-0000-0000-000000000000"
    expect((await call(server.url, check, { key })).status).toBe(404)
    expect((await runBin(["keys", "revoke", "soon-revoked", "--db", db])).code).toBe(0)
    await new Promise((done) => setTimeout(done, 5_500))
    expectError(await call(server.url, check, { key }), 401, "unauthorized")
  }, 120_000)
})

describe("the bin from the repository root", () => {
  it("runs as `pnpm exec svc-server`", async () => {
    const root = resolve(import.meta.dirname, "../../..")
    const answer = await new Promise<{ code: number | null; stdout: string }>((done, fail) => {
      const child = spawn("pnpm", ["exec", "svc-server", "--version"], {
        cwd: root,
        stdio: ["ignore", "pipe", "inherit"],
      })
      let stdout = ""
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString("utf8")
      })
      child.on("error", fail)
      child.on("close", (code) => done({ code, stdout }))
    })
    expect({ code: answer.code, version: answer.stdout.trim() }).toEqual({ code: 0, version: "0.3.0" })
  }, 60_000)
})

/** A new, empty PostgreSQL database (a schema of its own on the run's server), as a URL. */
const newDatabase = async (): Promise<string> => {
  const url = freshPostgresUrl()
  await prepareDatabase(url)
  return url
}

describe("svc-server on PostgreSQL", () => {
  it("migrate runs the migrations alone and says the schema version; again, it has nothing to do", async () => {
    const url = await newDatabase()
    const first = await runBin(["migrate", "--database", url])
    expect(first.code, first.stderr).toBe(0)
    expect(first.stdout).toMatch(
      /migrated to schema version 10 \(1_initial, 2_start_reservations, 3_operators, 4_worker_heartbeats, 5_change_counters, 6_operator_actions, 7_crawls, 8_crawl_notes, 9_audit_crawls, 10_crawl_lease_order\)/,
    )
    const again = await runBin(["migrate"], { SVC_DATABASE_URL: url })
    expect(again.code, again.stderr).toBe(0)
    expect(again.stdout).toMatch(/schema version 10, current; nothing to migrate/)
  }, 120_000)

  it("serves: a key made by `keys create --database`, an audit of a fixture page over HTTP, its result read back", async () => {
    const url = await newDatabase()
    const created = await runBin(["keys", "create", "--database", url, "--label", "pg"])
    expect(created.code, created.stderr).toBe(0)
    const key = lastLine(created.stdout)
    expect(key).toMatch(KEY_LINE)
    const listed = await runBin(["keys", "list", "--json"], { SVC_DATABASE_URL: url })
    expect(JSON.parse(listed.stdout)).toEqual([expect.objectContaining({ label: "pg" })])

    const server = await startServer({ db: url, workers: 1 })
    servers.push(server)
    const page0 = site.url("/")
    const started = await startAudit(server.url, key, { url: page0 })
    expect(started.status, started.text).toBe(202)
    const { id } = started.json as { id: string }
    const record = await waitForComplete(server.url, key, id, { timeoutMs: 90_000 })
    const [page] = record.pages
    expect(page?.status).toBe("done")
    expect(page?.status === "done" ? page.result.url : undefined).toBe(page0)
    expect(page?.status === "done" ? page.result.score.svc : undefined).toEqual(expect.any(Number))
    const health = await call(server.url, "/healthz")
    expect(health.status, health.text).toBe(200)
  }, 180_000)

  it("refuses a database URL of another kind, and an unreachable server, with one plain sentence", async () => {
    const other = await runBin(["keys", "list", "--database", "mysql://root@127.0.0.1/svc"])
    expect(other.code).toBe(1)
    expect(other.stderr).toContain("mysql databases are not supported")
    const unreachable = await runBin(["migrate", "--database", "postgres://svc@127.0.0.1:1/svc"])
    expect(unreachable.code).toBe(1)
    expect(unreachable.stderr).toMatch(
      /Cannot reach the PostgreSQL database postgres:\/\/svc@127\.0\.0\.1:1\/svc/,
    )
    expect(unreachable.stderr).not.toMatch(/at .*\.ts:\d+/)
  }, 120_000)

  it("serve --workers 0 answers the API alone; a work process beside it audits the pages", async () => {
    const url = await newDatabase()
    const key = lastLine((await runBin(["keys", "create", "--database", url, "--label", "split"])).stdout)
    const api = await startServer({ db: url, workers: 0 })
    servers.push(api)
    const worker = await startServer({ command: "work", db: url, workers: 1 })
    servers.push(worker)
    expect(worker.stdout()).toBe("svc-server working: 1 workers\n")
    const started = await startAudit(api.url, key, { url: site.url("/p/split") })
    expect(started.status, started.text).toBe(202)
    const { id } = started.json as { id: string }
    const record = await waitForComplete(api.url, key, id, { timeoutMs: 90_000 })
    expect(record.pages[0]?.status).toBe("done")
    const doneBy = (server: RunningServer) =>
      server.logs().filter((line) => line.msg === "page done" && line.auditId === id).length
    expect({ api: doneBy(api), worker: doneBy(worker) }).toEqual({ api: 0, worker: 1 })
  }, 180_000)

  it("backup on PostgreSQL says to use pg_dump instead, without the password, and writes nothing", async () => {
    const target = join(tempFolder(), "copy.db")
    const refused = await runBin([
      "backup",
      "--database",
      "postgres://svc:hunter2@127.0.0.1:1/svc",
      "--to",
      target,
    ])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain("pg_dump --format=custom")
    expect(refused.stderr).toContain("postgres://svc:***@127.0.0.1:1/svc")
    expect(refused.stderr).not.toContain("hunter2")
    expect(existsSync(target)).toBe(false)
  }, 60_000)

  it("work refuses an SQLite file: serve runs the workers there", async () => {
    const refused = await runBin(["work", "--db", join(tempFolder(), "svc.db")])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain("work runs beside serve processes on a shared PostgreSQL database")
  }, 60_000)

  it("a work process killed with SIGKILL mid-page loses nothing: another takes the page when its lease runs out and completes it once", async () => {
    const url = await newDatabase()
    const key = lastLine((await runBin(["keys", "create", "--database", url, "--label", "crash"])).stdout)
    const api = await startServer({ db: url, workers: 0 })
    servers.push(api)
    const work = (args: ReadonlyArray<string> = []) =>
      startServer({ command: "work", db: url, workers: 1, args: ["--lease-seconds", "3", ...args] })
    const first = await work()
    servers.push(first)
    // The page's audit takes 3 seconds (its robots.txt is slow): the kill finds it running.
    site.delay("/robots.txt", 3_000)
    try {
      const started = await startAudit(api.url, key, { url: site.url("/p/crash") })
      expect(started.status, started.text).toBe(202)
      const { id } = started.json as { id: string }
      const running = async () =>
        (await queryPostgres<{ status: string }>(url, "SELECT status FROM pages"))[0]?.status === "running"
      for (const deadline = Date.now() + 60_000; !(await running()); ) {
        if (Date.now() > deadline) throw new Error("the page never ran")
        await new Promise((done) => setTimeout(done, 100))
      }
      first.process.kill("SIGKILL")
      expect((await first.exited).signal).toBe("SIGKILL")

      const second = await work()
      servers.push(second)
      const record = await waitForComplete(api.url, key, id, { timeoutMs: 120_000 })
      expect(record.pages[0]?.status).toBe("done")
      const [tally] = await queryPostgres<{ attempts: number; logged: string; charges: string }>(
        url,
        `SELECT (SELECT attempts FROM pages) AS attempts, (SELECT count(*) FROM audit_log) AS logged,
          (SELECT count(*) FROM usage_events WHERE kind = 'audit') AS charges`,
      )
      expect(tally).toEqual({ attempts: 2, logged: "1", charges: "1" })
      expect(second.logs().filter((line) => line.msg === "page done" && line.auditId === id)).toHaveLength(1)
    } finally {
      site.delay("/robots.txt", 0)
    }
  }, 240_000)
})

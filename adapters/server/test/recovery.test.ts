import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startAudit, waitForComplete } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, startServer, tempFolder } from "./support/server-process"
import { query } from "./support/sqlite"

let site: FixtureSite
const servers: Array<RunningServer> = []

beforeAll(async () => {
  site = await serveFixtureSite()
  // Each page's audit takes about 3 seconds (its robots.txt is slow), so a kill finds pages running.
  site.delay("/robots.txt", 3_000)
}, 60_000)

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await site?.close()
  removeTempFolders()
})

const serve = async (db: string, options: { shutdownGrace?: number } = {}) => {
  const server = await startServer({ db, workers: 2, ...options })
  servers.push(server)
  return server
}

interface PageRow {
  readonly id: string
  readonly pageIndex: number
  readonly status: string
}

const pageRows = (db: string) =>
  query<PageRow>(
    db,
    `SELECT audits.id AS id, pages.page_index AS pageIndex, pages.status AS status
     FROM pages JOIN audits ON audits.seq = pages.audit_seq ORDER BY audits.seq, pages.page_index`,
  )

const waitFor = async (what: string, condition: () => Promise<boolean>, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((done) => setTimeout(done, 100))
  }
}

describe("a crash (SIGKILL) while audits are queued and running", () => {
  it("loses nothing: after a restart every accepted audit completes, no page twice, quota charged once", async () => {
    const db = `${tempFolder()}/svc.db`
    const first = await serve(db)
    const { key, id: keyId } = await issueKey(db, { pagesPerSite: 50, auditsPerHour: 1000 })
    const bodies = [
      { urls: [site.url("/p/k-1"), site.url("/p/k-2")] },
      { urls: [site.url("/p/k-3"), site.url("/p/k-4"), site.url("/p/k-5")] },
      { url: site.url("/p/k-6") },
    ]
    const ids: Array<string> = []
    for (const body of bodies) {
      const answer = await startAudit(first.url, key, body)
      expect(answer.status, answer.text).toBe(202)
      ids.push((answer.json as { id: string }).id)
    }
    await waitFor("a page is running and others wait", async () => {
      const rows = await pageRows(db)
      return rows.some((row) => row.status === "running") && rows.some((row) => row.status === "queued")
    })
    first.process.kill("SIGKILL")
    expect((await first.exited).signal).toBe("SIGKILL")
    const left = await pageRows(db)
    expect(left.filter((row) => row.status === "running").length).toBeGreaterThan(0)

    const second = await serve(db)
    for (const id of ids) {
      const record = await waitForComplete(second.url, key, id, { timeoutMs: 120_000 })
      expect(record.pages.map((page) => page.status)).toEqual(record.pages.map(() => "done"))
    }
    const log = await query<{ id: string; pageIndex: number; rows: number }>(
      db,
      "SELECT audit_id AS id, page_index AS pageIndex, count(*) AS rows FROM audit_log GROUP BY audit_id, page_index",
    )
    expect(log).toHaveLength(6)
    expect(log.every((row) => row.rows === 1)).toBe(true)
    const [charged] = await query<{ units: number }>(
      db,
      "SELECT sum(units) AS units FROM usage_events WHERE key_id = ? AND kind = 'audit'",
      keyId,
    )
    expect(charged?.units).toBe(6 * 5)
    // The start call's fetch of each page was reused by its audit, before and after the crash.
    for (let page = 1; page <= 6; page++) expect(site.hits(`/p/k-${page}`)).toBe(1)
  }, 240_000)
})

describe("a clean stop (SIGTERM)", () => {
  it("lets a running page finish within the grace period, then exits with 0", async () => {
    const db = `${tempFolder()}/svc.db`
    const server = await serve(db, { shutdownGrace: 60 })
    const { key } = await issueKey(db, { pagesPerSite: 50 })
    const answer = await startAudit(server.url, key, { url: site.url("/p/finish") })
    expect(answer.status).toBe(202)
    await waitFor("the page runs", async () => (await pageRows(db)).some((row) => row.status === "running"))
    expect((await server.stop()).code).toBe(0)
    expect((await pageRows(db)).map((row) => row.status)).toEqual(["done"])
  }, 120_000)

  it("releases a running page to the queue when there is no grace, and the next start completes it", async () => {
    const db = `${tempFolder()}/svc.db`
    const server = await serve(db, { shutdownGrace: 0 })
    const { key } = await issueKey(db, { pagesPerSite: 50 })
    const answer = await startAudit(server.url, key, { url: site.url("/p/release") })
    const { id } = answer.json as { id: string }
    await waitFor("the page runs", async () => (await pageRows(db)).some((row) => row.status === "running"))
    expect((await server.stop()).code).toBe(0)
    expect(await query(db, "SELECT status, attempts, lease_owner AS owner FROM pages")).toEqual([
      { status: "queued", attempts: 0, owner: null },
    ])
    expect(server.logs().some((line) => line.msg === "page released")).toBe(true)
    const next = await serve(db)
    const record = await waitForComplete(next.url, key, id)
    expect(record.pages[0]?.status).toBe("done")
  }, 120_000)
})

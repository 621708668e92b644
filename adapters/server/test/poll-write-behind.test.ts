import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Answer, call, expectError, startAudit } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, startServer } from "./support/server-process"
import { type Database, failAuditPages, openDatabase, query } from "./support/sqlite"

let site: FixtureSite
const servers: Array<RunningServer> = []

// No workers: pages stay queued unless a test moves them.
const serve = async (db?: string) => {
  const server = await startServer({ workers: 0, ...(db === undefined ? {} : { db }) })
  servers.push(server)
  return server
}

beforeAll(async () => {
  site = await serveFixtureSite()
}, 120_000)

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await site?.close()
  removeTempFolders()
})

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

const pollCharges = async (db: string, keyId: string) =>
  (
    await query<{ count: number }>(
      db,
      "SELECT count(*) AS count FROM usage_events WHERE key_id = ? AND kind = 'poll'",
      keyId,
    )
  )[0]?.count ?? 0

/** Waits (up to 15 s) until the key's poll charges in the file are `count`; answers the last count seen. */
const chargesReach = async (db: string, keyId: string, count: number) => {
  let seen = await pollCharges(db, keyId)
  for (let tries = 0; seen !== count && tries < 150; tries++) {
    await pause(100)
    seen = await pollCharges(db, keyId)
  }
  return seen
}

const auditOf = async (server: RunningServer, key: string, path: string) => {
  const answer = await startAudit(server.url, key, { url: site.url(path) })
  expect(answer.status, answer.text).toBe(202)
  return (answer.json as { id: string }).id
}

const poll = (server: RunningServer, key: string, id: string) =>
  call(server.url, `/api/v1/audits/${id}`, { key })

/** Runs `during` while another connection holds the database's write lock (`BEGIN IMMEDIATE`), then commits. */
const withWriteLock = async <A>(db: string, during: (database: Database) => Promise<A>): Promise<A> => {
  const database = await openDatabase(db)
  try {
    await database.exec("BEGIN IMMEDIATE")
    try {
      return await during(database)
    } finally {
      await database.exec("COMMIT")
    }
  } finally {
    await database.close()
  }
}

describe("status polls while another connection holds the write lock", () => {
  it("are answered from kept and rebuilt records, the 121st is 429, a start call waits; the charges are written after", async () => {
    const server = await serve()
    const issued = await issueKey(server.db, { pagesPerSite: 50, auditsPerHour: 1000 })
    const kept = await auditOf(server, issued.key, "/p/kept")
    const changed = await auditOf(server, issued.key, "/p/changed")
    expect((await poll(server, issued.key, kept)).status).toBe(200)
    expect((await poll(server, issued.key, changed)).status).toBe(200)
    // Both records are kept now, and their charges written: nothing waits to be written.
    expect(await chargesReach(server.db, issued.id, 2)).toBe(2)

    await failAuditPages(server.db, changed)
    const outcome = await withWriteLock(server.db, async () => {
      // The server notices the other connection's commit within an interval (its writer then waits
      // for the lock) and builds the changed record again on its reader, beside the lock.
      const changedPolls: Array<Answer> = []
      // The commit is noticed on the writer's connection: within an interval, or, when a poll charge's
      // write took that connection first and waits for the lock, once that write gives up (5 s). Up to
      // 15 s then, in 60 polls at most: the 121st poll must still be the key's first refusal.
      for (let tries = 0; tries < 60; tries++) {
        const answer = await poll(server, issued.key, changed)
        changedPolls.push(answer)
        if ((answer.json as { status?: string } | undefined)?.status === "complete") break
        await pause(250)
      }
      let startAnswered = false
      const starting = startAudit(server.url, issued.key, { url: site.url("/p/while-locked") }).then(
        (answer) => {
          startAnswered = true
          return answer
        },
      )
      const keptPoll = await poll(server, issued.key, kept)
      const charged = 2 + changedPolls.length + 1
      const rest = await Promise.all(
        Array.from({ length: 120 - charged }, () => poll(server, issued.key, kept)),
      )
      const refused = await poll(server, issued.key, kept)
      return {
        changedPolls,
        keptPoll,
        rest,
        refused,
        startAnsweredWhileLocked: startAnswered,
        chargesWhileLocked: await pollCharges(server.db, issued.id),
        starting,
      }
    })

    expect(outcome.changedPolls.map((answer) => answer.status).every((status) => status === 200)).toBe(true)
    expect(outcome.changedPolls.at(-1)?.json).toMatchObject({
      status: "complete",
      pages: [{ status: "failed", error: { code: "timeout", error: "Took too long." } }],
    })
    expect(outcome.keptPoll.json).toMatchObject({ status: "queued" })
    expect(outcome.rest.map((answer) => answer.status).every((status) => status === 200)).toBe(true)
    const body = expectError(outcome.refused, 429, "rate_limited")
    expect("retryAfter" in body && body.retryAfter >= 1 && body.retryAfter <= 60).toBe(true)
    expect(outcome.startAnsweredWhileLocked).toBe(false)
    expect(outcome.chargesWhileLocked).toBe(2)

    expect((await outcome.starting).status).toBe(202)
    expect(await chargesReach(server.db, issued.id, 120)).toBe(120)
  }, 90_000)
})

describe("stopping", () => {
  it("SIGTERM writes the poll charges not yet written before the process exits", async () => {
    const server = await serve()
    const issued = await issueKey(server.db, { pagesPerSite: 50, auditsPerHour: 1000 })
    const id = await auditOf(server, issued.key, "/p/stopping")
    expect((await poll(server, issued.key, id)).status).toBe(200)
    expect(await chargesReach(server.db, issued.id, 1)).toBe(1)
    const exit = await withWriteLock(server.db, async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, () => poll(server, issued.key, id)))
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200))
      server.process.kill("SIGTERM")
      // The server stops while it cannot write; the lock is released shortly after.
      await pause(300)
      return { exited: server.exited }
    })
    expect((await exit.exited).code).toBe(0)
    expect(await pollCharges(server.db, issued.id)).toBe(11)
  }, 90_000)
})

describe("two servers on one file", () => {
  it("see each other's poll charges once their writers have run: 120 a minute for the key, not 120 each", async () => {
    const first = await serve()
    const second = await serve(first.db)
    const issued = await issueKey(first.db, { pagesPerSite: 50, auditsPerHour: 1000 })
    const id = await auditOf(first, issued.key, "/p/shared")
    expect((await poll(second, issued.key, id)).status).toBe(200)
    const firstAnswers = await Promise.all(Array.from({ length: 100 }, () => poll(first, issued.key, id)))
    expect(firstAnswers.every((answer) => answer.status === 200)).toBe(true)
    expect(await chargesReach(first.db, issued.id, 101)).toBe(101)
    // The second server's writer reads the key's window again at its next round (every 100 ms).
    await pause(1_000)
    const secondAnswers: Array<number> = []
    for (let index = 0; index < 25; index++) secondAnswers.push((await poll(second, issued.key, id)).status)
    expect(secondAnswers).toEqual([
      ...Array.from({ length: 19 }, () => 200),
      ...Array.from({ length: 6 }, () => 429),
    ])
  }, 120_000)
})

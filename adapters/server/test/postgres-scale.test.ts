import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freshPostgresUrl, prepareDatabase, queryPostgres } from "../../../test/support/postgres-schemas"
import { type Answer, call, expectError, startAudit } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, startServer } from "./support/server-process"
import { waitFor, waitForEveryPageDone } from "./support/wait"

// Issue 24's acceptance: two `serve --workers 0` and three `work` processes on one PostgreSQL,
// static audits (--no-lighthouse) of a fixture site on loopback (--allow-private-targets).

const BURST = 40
const LEASE_SECONDS = 3

let site: FixtureSite
const processes: Array<RunningServer> = []

beforeAll(async () => {
  site = await serveFixtureSite()
}, 60_000)

afterAll(async () => {
  await Promise.all(processes.map((each) => each.stop()))
  await site?.close()
  removeTempFolders()
})

const codeOf = (answer: Answer) => (answer.json as { code?: string } | undefined)?.code ?? ""

const tally = (answers: ReadonlyArray<Answer>) => {
  const counts: Record<string, number> = {}
  for (const answer of answers) {
    const status = `${answer.status} ${codeOf(answer)}`.trim()
    counts[status] = (counts[status] ?? 0) + 1
  }
  return counts
}

describe("two serve and three work processes on one PostgreSQL", () => {
  it("40 concurrent start calls over both servers: 10 accepted, 30 queue_full; a worker SIGKILLed mid-page loses nothing; every audit completes once, charged once; both servers answer alike", async () => {
    const url = freshPostgresUrl()
    await prepareDatabase(url)
    // Behind one load balancer, both servers name the same public address in `reportUrl`.
    const apis = await Promise.all(
      [0, 1].map(() =>
        startServer({ db: url, workers: 0, args: ["--base-url", "https://audit.example.net"] }),
      ),
    )
    processes.push(...apis)
    const workers = await Promise.all(
      [0, 1, 2].map(() =>
        startServer({
          command: "work",
          db: url,
          workers: 1,
          args: ["--lease-seconds", String(LEASE_SECONDS)],
        }),
      ),
    )
    processes.push(...workers)
    const { key } = await issueKey(url, { pagesPerSite: 50, auditsPerHour: 1_000 })

    // Every audit waits for its robots.txt meanwhile: no page completes during the burst, and the
    // workers are mid-page when one is killed.
    site.delay("/robots.txt", 8_000)
    try {
      const startOne = (index: number) =>
        startAudit(apis[index % 2]?.url ?? "", key, {
          url: site.url(`/p/scale-${index}`),
          query: "sourdough bread",
        })
      const burst = await Promise.all(Array.from({ length: BURST }, (_, index) => startOne(index)))
      // A call that waited longer than its slot wait for one of the key's two start slots (a loaded
      // machine) is told rate_limited: as a client would, it asks again, one at a time.
      expect(burst.filter((answer) => answer.status === 202).length).toBeLessThanOrEqual(10)
      const answers: Array<Answer> = []
      for (const [index, answer] of burst.entries()) {
        let last = answer
        for (let tries = 0; codeOf(last) === "rate_limited" && tries < 5; tries++)
          last = await startOne(index)
        answers.push(last)
      }
      expect(tally(answers)).toEqual({ "202": 10, "429 queue_full": 30 })
      for (const refused of answers.filter((answer) => answer.status === 429))
        expectError(refused, 429, "queue_full")
      const ids = answers.flatMap((answer) =>
        answer.status === 202 ? [(answer.json as { id: string }).id] : [],
      )

      // Three pages running, one a worker each; the first worker is killed with its page.
      const running = () =>
        queryPostgres<{ owner: string }>(
          url,
          "SELECT lease_owner AS owner FROM pages WHERE status = 'running'",
        )
      await waitFor("three running pages", async () => (await running()).length === 3)
      // Either server reports the queue of all: 7 pages queued, 3 running, 3 workers alive.
      for (const api of apis) {
        const health = await call(api.url, "/healthz")
        expect(health.json).toMatchObject({
          status: "ok",
          queue: {
            queued: 7,
            oldestQueuedSeconds: expect.any(Number),
            running: 3,
            oldestLeaseSeconds: expect.any(Number),
            workersAlive: 3,
          },
        })
      }
      const victim = workers[0] as RunningServer
      const victimId = victim.logs().find((line) => line.msg === "workers started")?.process
      expect(victimId).toEqual(expect.any(String))
      victim.process.kill("SIGKILL")
      expect((await victim.exited).signal).toBe("SIGKILL")
      const [orphan] = await queryPostgres<{ seq: number; page: number }>(
        url,
        `SELECT audit_seq AS seq, page_index AS page FROM pages WHERE lease_owner LIKE '${victimId}-%'`,
      )
      expect(orphan).toBeDefined()
      site.delay("/robots.txt", 0)

      await waitForEveryPageDone(url)
      const [tallies] = await queryPostgres<{
        pages: string
        logged: string
        charges: string
        units: string
      }>(
        url,
        `SELECT (SELECT count(*) FROM pages) AS pages, (SELECT count(*) FROM audit_log) AS logged,
          (SELECT count(*) FROM usage_events WHERE kind = 'audit') AS charges,
          (SELECT sum(units) FROM usage_events WHERE kind = 'audit') AS units`,
      )
      // One page an audit, charged once at the key's full-audit cost (5).
      expect(tallies).toEqual({ pages: "10", logged: "10", charges: "10", units: "50" })
      const attempts = await queryPostgres<{ seq: number; page: number; attempts: number }>(
        url,
        "SELECT audit_seq AS seq, page_index AS page, attempts FROM pages ORDER BY audit_seq",
      )
      expect(attempts.filter((row) => row.attempts !== 1)).toEqual([{ ...orphan, attempts: 2 }])

      // Each audit completed once, by a worker still alive.
      const doneLines = workers.flatMap((worker, index) =>
        worker
          .logs()
          .flatMap((line) => (line.msg === "page done" ? [{ worker: index, auditId: line.auditId }] : [])),
      )
      expect(doneLines.map((line) => line.auditId).sort()).toEqual([...ids].sort())
      expect(doneLines.filter((line) => line.worker === 0)).toHaveLength(0)

      // Polls answered by either server agree.
      for (const id of ids) {
        const [first, second] = await Promise.all(
          apis.map(async (api) => (await call(api.url, `/api/v1/audits/${id}`, { key })).json),
        )
        expect(first).toMatchObject({ id, status: "complete" })
        expect(second).toEqual(first)
      }
    } finally {
      site.delay("/robots.txt", 0)
    }
  }, 300_000)
})

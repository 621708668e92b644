import Pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { queryPostgres } from "../../../test/support/postgres-schemas"
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../../test/support/throwaway-postgres"
import { type Answer, call, expectError, startAudit, waitForComplete } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, startServer } from "./support/server-process"
import { pause, waitFor, waitForEveryPageDone } from "./support/wait"

// Issue 24's faults on a real PostgreSQL — one of this file's own, which it stops and starts again
// (the run's shared server stays up for the other tests): the database unreachable when serve and
// work start, restarted under load, its connections killed with pg_terminate_backend.

let postgres: ThrowawayPostgres
let site: FixtureSite
const processes: Array<RunningServer> = []

beforeAll(async () => {
  postgres = startThrowawayPostgres()
  site = await serveFixtureSite()
}, 120_000)

afterAll(async () => {
  await Promise.all(processes.map((each) => each.stop()))
  await site?.close()
  postgres?.stop()
  removeTempFolders()
})

/** A new database on this file's server, as a URL. */
const newDatabase = async (name: string): Promise<string> => {
  const admin = new Pg.Client({ connectionString: postgres.url })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  return postgres.url.replace("/postgres?", `/${name}?`)
}

/** Ends every connection of svc's processes to the server (they name themselves `svc`). */
const terminateConnections = () =>
  queryPostgres<{ ended: boolean }>(
    postgres.url,
    "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'svc'",
  )

/** An answer within 20 s, or the failure that says the call hung. */
const answered = (request: (signal: AbortSignal) => Promise<Answer>): Promise<Answer> =>
  request(AbortSignal.timeout(20_000)).catch((error: unknown) => {
    throw new Error(`a call hung or failed without an answer: ${String(error)}`)
  })

describe("svc-server on a PostgreSQL that fails", () => {
  it("serve and work started while the database is down wait for it, serve answering 503 unavailable meanwhile, and then serve by themselves", async () => {
    const url = await newDatabase("unreachable_at_start")
    const { key } = await issueKey(url, { pagesPerSite: 50 })
    postgres.halt()
    try {
      const api = await startServer({ db: url, workers: 0 })
      processes.push(api)
      const starting = startServer({ command: "work", db: url, workers: 1 })
      void starting.then((worker) => processes.push(worker))

      expectError(await answered((signal) => call(api.url, "/healthz", { signal })), 503, "unavailable")
      const refused = await answered((signal) =>
        startAudit(api.url, key, { url: site.url("/p/wait") }, signal),
      )
      expectError(refused, 503, "unavailable")
      await waitFor(
        "a second attempt logged",
        async () =>
          api.logs().filter((line) => line.msg?.toString().startsWith("the database cannot be reached"))
            .length >= 2,
      )
    } finally {
      postgres.resume()
    }
    const api = processes[processes.length - 1] as RunningServer
    await waitFor(
      "the server to reach its database",
      async () => (await call(api.url, "/healthz")).status === 200,
    )
    const started = await startAudit(api.url, key, {
      url: site.url("/p/after-wait"),
      query: "sourdough bread",
    })
    expect(started.status, started.text).toBe(202)
    const record = await waitForComplete(api.url, key, (started.json as { id: string }).id, {
      timeoutMs: 90_000,
    })
    expect(record.pages[0]?.status).toBe("done")
  }, 240_000)

  it("restarted under load, its connections killed: every call answered (never a 500, never a hang), the processes reconnect, no accepted audit lost or run twice", async () => {
    const url = await newDatabase("restarted")
    const { key } = await issueKey(url, { pagesPerSite: 50, auditsPerHour: 100_000 })
    const api = await startServer({ db: url, workers: 0 })
    processes.push(api)
    const worker = await startServer({ command: "work", db: url, workers: 2, args: ["--lease-seconds", "3"] })
    processes.push(worker)

    const answers: Array<Answer> = []
    const accepted: Array<string> = []
    let loading = true
    let next = 0
    const load = async () => {
      while (loading) {
        const index = next++
        const started = await answered((signal) =>
          startAudit(api.url, key, { url: site.url(`/p/load-${index}`), query: "sourdough bread" }, signal),
        )
        answers.push(started)
        if (started.status === 202) accepted.push((started.json as { id: string }).id)
        answers.push(await answered((signal) => call(api.url, "/healthz", { signal })))
        const polled = accepted.at(-1)
        if (polled !== undefined)
          answers.push(await answered((signal) => call(api.url, `/api/v1/audits/${polled}`, { key, signal })))
        await pause(50)
      }
    }
    const loaders = [load(), load()]

    await pause(1_500)
    expect((await terminateConnections()).length).toBeGreaterThan(0)
    await pause(1_500)
    await terminateConnections()
    await pause(1_500)
    postgres.halt()
    await pause(3_000)
    postgres.resume()
    await waitFor("the server to reach its database again", async () =>
      answers.slice(-4).some((answer) => answer.status === 202 || answer.status === 429),
    )
    await pause(1_000)
    loading = false
    await Promise.all(loaders)

    const statuses = [...new Set(answers.map((answer) => answer.status))].sort()
    expect(
      statuses.every((status) => [200, 202, 429, 503].includes(status)),
      String(statuses),
    ).toBe(true)
    expect(statuses).toContain(503)
    for (const answer of answers.filter((each) => each.status === 503))
      expectError(answer, 503, "unavailable")
    // queue_full, or rate_limited while the reservations of calls cut off by the fault lapse.
    for (const answer of answers.filter((each) => each.status === 429))
      expect(["queue_full", "rate_limited"]).toContain(
        expectError(answer, 429, (answer.json as { code: string }).code).code,
      )

    // Every accepted audit completes, once; every audit in the database was charged once.
    await waitForEveryPageDone(url)
    const ids = (await queryPostgres<{ id: string }>(url, "SELECT id FROM audits")).map((row) => row.id)
    expect(ids).toEqual(expect.arrayContaining(accepted))
    const [tally] = await queryPostgres<{ logged: string; charges: string }>(
      url,
      `SELECT (SELECT count(*) FROM audit_log) AS logged,
        (SELECT count(*) FROM usage_events WHERE kind = 'audit') AS charges`,
    )
    expect(tally).toEqual({ logged: String(ids.length), charges: String(ids.length) })
    const done = worker.logs().flatMap((line) => (line.msg === "page done" ? [String(line.auditId)] : []))
    expect(done.length).toBe(new Set(done).size)
    expect(new Set(done)).toEqual(new Set(ids))
    expect((await call(api.url, "/healthz")).status).toBe(200)
  }, 240_000)
})

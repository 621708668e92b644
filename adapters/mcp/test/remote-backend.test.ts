import { defaultPacks } from "@svc/audit"
import { NotFound, type StartRecord, type StatusRecord } from "@svc/contract"
import { auditSnapshot, createRegistry, snapshotOfHtml } from "@svc/core"
import { Effect, Either, Fiber, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { POLL_INTERVAL_MS, remoteBackend, type SvcApiCalls } from "../src/remote-backend"

// The adapter over scripted API calls: its polling and its reading of status records.
const id = "9a4e8f1c-3b2d-4e5f-8a6b-7c8d9e0f1a2b"
const url = "https://bakery.example/"
const result = auditSnapshot(snapshotOfHtml("<!doctype html><title>Bakery</title><h1>Bread</h1>", { url }), {
  registry: createRegistry(defaultPacks),
})
const queue = { position: 0, pagesAhead: 0, etaSeconds: 0, samples: 0 }
const record = (page: StatusRecord["pages"][number]): StatusRecord => ({
  version: 1,
  id,
  status: page.status === "queued" ? "queued" : page.status === "running" ? "running" : "complete",
  createdAt: "2026-11-23T10:00:00.000Z",
  queue: page.status === "queued" ? { ...queue, position: 1 } : queue,
  pages: [page],
})
const queued = record({ url, status: "queued" })
const running = record({ url, status: "running" })
const done = record({ url, status: "done", result })
const failed = record({ url, status: "failed", error: { error: "The page took too long.", code: "timeout" } })

/** Calls that answer the status records in turn (the last one forever) and note when they were made. */
const scripted = (records: ReadonlyArray<StatusRecord>) => {
  const polledAt: number[] = []
  const started: Array<{ readonly urls: ReadonlyArray<string>; readonly query?: string }> = []
  const startRecord: StartRecord = {
    version: 1,
    id,
    status: "queued",
    pages: 1,
    queries: [{ url, query: { primary: "bread", source: "input" } }],
    statusUrl: `/api/v1/audits/${id}`,
  }
  const calls: SvcApiCalls = {
    startAudit: (request) => Effect.sync(() => started.push(request)).pipe(Effect.as(startRecord)),
    getAudit: (audit) =>
      audit === id
        ? Effect.clockWith((clock) => clock.currentTimeMillis).pipe(
            Effect.map((now) => {
              polledAt.push(now)
              return records[Math.min(polledAt.length, records.length) - 1] ?? running
            }),
          )
        : Effect.fail(new NotFound()),
  }
  return { backend: remoteBackend(new URL("https://svc.example.com/"), calls), polledAt, started }
}

/** Runs `wait` under the test clock, moving time on until it is done. */
const waitUnderTestClock = <A, E>(wait: Effect.Effect<A, E>) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const fiber = yield* Effect.fork(Effect.either(wait))
      for (let step = 0; step < 40; step++) yield* TestClock.adjust(1_000)
      return yield* Fiber.join(fiber)
    }).pipe(Effect.provide(TestContext.TestContext)),
  )

describe("the remote backend (an adapter over the API's calls)", () => {
  it("polls at once and then every 5 seconds until the audit is complete, and answers its page's result", async () => {
    const { backend, polledAt } = scripted([queued, running, done])
    const progress = await waitUnderTestClock(backend.wait(id, 45_000))
    expect(progress).toEqual(Either.right({ status: "complete", id, result }))
    expect(polledAt).toEqual([0, POLL_INTERVAL_MS, 2 * POLL_INTERVAL_MS])
  })

  it("stops polling when the call's wait is over and answers the audit's status", async () => {
    const { backend, polledAt } = scripted([queued, running])
    expect(await waitUnderTestClock(backend.wait(id, 12_000))).toEqual(
      Either.right({ status: "running", id }),
    )
    expect(polledAt).toEqual([0, 5_000, 10_000, 12_000])
  })

  it("answers a page that failed with its page-failure code", async () => {
    const { backend } = scripted([failed])
    const progress = await waitUnderTestClock(backend.wait(id, 45_000))
    expect(Either.isLeft(progress) && progress.left).toMatchObject({
      code: "timeout",
      message: "The page took too long.",
    })
  })

  it("passes the server's errors on", async () => {
    const { backend } = scripted([running])
    const progress = await waitUnderTestClock(backend.wait("another-id", 45_000))
    expect(Either.isLeft(progress) && progress.left).toBeInstanceOf(NotFound)
  })

  it("starts one page, with the phrase only when given", async () => {
    const { backend, started } = scripted([done])
    expect(await Effect.runPromise(backend.start({ url }))).toBe(id)
    expect(await Effect.runPromise(backend.start({ url, query: "rye bread" }))).toBe(id)
    expect(started).toEqual([{ urls: [url] }, { urls: [url], query: "rye bread" }])
  })
})

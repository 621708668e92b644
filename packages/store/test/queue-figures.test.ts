import { Effect, TestClock } from "effect"
import { describe, expect, it } from "vitest"
import { Audits, Keys, PageQueue } from "../src"
import { DIALECTS } from "./support/databases"
import { freshDatabase, newAudit, runStore } from "./support/store"

describe.each(DIALECTS)("the queue's figures on %s", (dialect) => {
  it("count queued and running pages, their ages, and the workers of processes heard from in the last 30 seconds", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const queue = yield* PageQueue
        const empty = yield* queue.figures
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 50 })
        yield* audits.start(newAudit(key.id, ["https://example.com/a"]))
        yield* TestClock.adjust("5 seconds")
        yield* audits.start(newAudit(key.id, ["https://example.com/b", "https://example.com/c"]))
        yield* queue.beat("gone", 4)
        yield* TestClock.adjust("10 seconds")
        yield* queue.lease("alive-1", 60_000)
        yield* queue.beat("alive", 2)
        yield* TestClock.adjust("25 seconds")
        const busy = yield* queue.figures
        yield* queue.forget("alive")
        const forgotten = yield* queue.figures
        return { empty, busy, workersAfterForget: forgotten.workersAlive }
      }),
    )
    expect(outcome.empty).toEqual({
      queued: 0,
      oldestQueuedSeconds: null,
      running: 0,
      oldestLeaseSeconds: null,
      workersAlive: 0,
    })
    // The first audit's page runs (leased 25 s ago); the second's two wait since it was accepted, 35 s
    // ago. The process last heard 35 s ago is gone.
    expect(outcome.busy).toEqual({
      queued: 2,
      oldestQueuedSeconds: 35,
      running: 1,
      oldestLeaseSeconds: 25,
      workersAlive: 2,
    })
    expect(outcome.workersAfterForget).toBe(0)
  })
})

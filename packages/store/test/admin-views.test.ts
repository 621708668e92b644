import { Effect, Option, TestClock } from "effect"
import { describe, expect, it } from "vitest"
import { DIALECTS } from "./support/databases"
import { freshDatabase, newAudit, resultFor, runStore, START, store } from "./support/store"

const LEASE_MS = 60_000

describe.each(DIALECTS)("what the admin panel reads on %s", (dialect) => {
  it("the queue, every key's usage, the audit log by filter and any audit's owner", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const s = yield* store
        const { record: key } = yield* s.keys.create({ label: "acme", pagesPerSite: 50 })
        const { record: idle } = yield* s.keys.create({ label: "idle" })
        const audit = yield* s.audits.start(
          newAudit(key.id, ["https://example.com/a?token=secret", "https://example.com/b"]),
        )
        yield* TestClock.adjust(1_000)
        const leased = yield* s.queue.lease("host-1", LEASE_MS)
        const page = Option.getOrThrow(leased)
        yield* s.queue.beat("host-1", 2)
        const queue = yield* s.admin.queue
        const usage = yield* s.admin.keyUsage(START + 2_000)
        yield* TestClock.adjust(4_000)
        yield* s.queue.complete("host-1", page, resultFor(page.url))
        const all = yield* s.auditLog.search({}, 10)
        const acmeDone = yield* s.auditLog.search({ keyLabel: "acme", status: "done", from: START }, 10)
        const failed = yield* s.auditLog.search({ status: "failed" }, 10)
        const before = yield* s.auditLog.search({ until: START }, 10)
        const owner = yield* s.audits.owner(audit.id)
        const nobody = yield* s.audits.owner("00000000-0000-0000-0000-000000000000")
        const labels = yield* s.auditLog.keyLabels
        return {
          queue,
          usage,
          idle: usage.get(idle.id),
          keyId: key.id,
          all,
          acmeDone,
          failed,
          before,
          owner,
          nobody,
          labels,
        }
      }),
    )
    // The figures /healthz reports: one home for them.
    expect(outcome.queue.figures).toEqual({
      queued: 1,
      oldestQueuedSeconds: 1,
      running: 1,
      oldestLeaseSeconds: 0,
      workersAlive: 2,
    })
    expect(outcome.queue.pages.map((page) => [page.status, page.url, page.leaseOwner])).toEqual([
      ["running", "https://example.com/a", "host-1"],
      ["queued", "https://example.com/b", null],
    ])
    expect(outcome.usage.get(outcome.keyId)).toEqual({ unitsThisHour: 10, pagesThisHour: 2, pagesToday: 2 })
    expect(outcome.idle).toBeUndefined()
    expect(outcome.all.map((row) => [row.keyLabel, row.url, row.status, row.durationMs])).toEqual([
      ["acme", "https://example.com/a", "done", 4_000],
    ])
    expect(outcome.acmeDone).toHaveLength(1)
    expect(outcome.failed).toEqual([])
    expect(outcome.before).toEqual([])
    expect(Option.map(outcome.owner, (owner) => owner.keyLabel)).toEqual(Option.some("acme"))
    expect(outcome.nobody).toEqual(Option.none())
    expect(outcome.labels).toEqual(["acme"])
  })
})

import { Effect, Option, TestClock } from "effect"
import { describe, expect, it } from "vitest"
import { AuditLog, Audits, Keys, PageQueue, Usage } from "../src"
import { DIALECTS } from "./support/databases"
import { freshDatabase, newAudit, resultFor, runStore, START } from "./support/store"

const LEASE_MS = 60_000

describe.each(DIALECTS)("what the admin panel reads on %s", (dialect) => {
  it("the queue, every key's usage, the audit log by filter and any audit's owner", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const auditLog = yield* AuditLog
        const audits = yield* Audits
        const keys = yield* Keys
        const queue = yield* PageQueue
        const usage = yield* Usage
        const { record: key } = yield* keys.create({ label: "acme", pagesPerSite: 50 })
        const { record: idle } = yield* keys.create({ label: "idle" })
        const audit = yield* audits.start(
          newAudit(key.id, ["https://example.com/a?token=secret", "https://example.com/b"]),
        )
        yield* TestClock.adjust(1_000)
        const leased = yield* queue.lease("host-1", LEASE_MS)
        const page = Option.getOrThrow(leased)
        yield* queue.beat("host-1", 2)
        const overview = yield* queue.overview
        const keyUsage = yield* usage.keyUsage(START + 2_000)
        yield* TestClock.adjust(4_000)
        yield* queue.complete("host-1", page, resultFor(page.url))
        const all = yield* auditLog.search({}, 10)
        const acmeDone = yield* auditLog.search({ keyLabel: "acme", status: "done", from: START }, 10)
        const failed = yield* auditLog.search({ status: "failed" }, 10)
        const before = yield* auditLog.search({ until: START }, 10)
        const owner = yield* audits.owner(audit.id)
        const nobody = yield* audits.owner("00000000-0000-0000-0000-000000000000")
        const labels = yield* auditLog.keyLabels
        return {
          queue: overview,
          usage: keyUsage,
          idle: keyUsage.get(idle.id),
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

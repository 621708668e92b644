import { Effect, Option, TestClock } from "effect"
import { describe, expect, it } from "vitest"
import { DIALECTS } from "./support/databases"
import { freshDatabase, keysAuditsQueueLog, newAudit, resultFor, runStore } from "./support/store"

const LEASE_MS = 60_000

describe.each(DIALECTS)("an operator's cancel and retry of a page on %s", (dialect) => {
  it("cancels a queued page, which completes its audit, and retries it, which queues it again; each is a row of the audit log", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const s = yield* keysAuditsQueueLog
        const { record: key } = yield* s.keys.create({ label: "acme", pagesPerSite: 50 })
        const audit = yield* s.audits.start(
          newAudit(key.id, ["https://example.com/a", "https://example.com/b?x=1"]),
        )
        const first = Option.getOrThrow(yield* s.queue.lease("w", LEASE_MS))
        yield* s.queue.complete("w", first, resultFor(first.url))
        yield* TestClock.adjust(1_000)
        const cancelled = yield* s.queue.cancelPage({ auditId: audit.id, index: 1 }, "Ada")
        const afterCancel = Option.getOrThrow(yield* s.audits.get(key.id, audit.id))
        const nothingQueued = yield* s.queue.lease("w", LEASE_MS)
        const failed = (yield* s.queue.overview).failed
        yield* TestClock.adjust(1_000)
        yield* s.queue.retryPage({ auditId: audit.id, index: 1 }, "Grace")
        const afterRetry = Option.getOrThrow(yield* s.audits.get(key.id, audit.id))
        yield* TestClock.adjust(1_000)
        const leasedAgain = Option.getOrThrow(yield* s.queue.lease("w", LEASE_MS))
        yield* s.queue.complete("w", leasedAgain, resultFor(leasedAgain.url))
        const finished = Option.getOrThrow(yield* s.audits.get(key.id, audit.id))
        const log = yield* s.auditLog.search({ keyLabel: "acme" }, 10)
        return {
          audit,
          cancelled,
          afterCancel,
          nothingQueued,
          failed,
          afterRetry,
          leasedAgain,
          finished,
          log,
        }
      }),
    )
    expect(outcome.cancelled).toEqual({
      auditId: outcome.audit.id,
      index: 1,
      url: "https://example.com/b",
      keyLabel: "acme",
    })
    // Decision 12: every page done or failed, so the audit is complete, and no audit is left running.
    expect(outcome.afterCancel.status).toBe("complete")
    expect(outcome.afterCancel.pages[1]).toMatchObject({
      status: "failed",
      error: { code: "cancelled", error: "An operator cancelled the page before it ran." },
    })
    expect(outcome.nothingQueued).toEqual(Option.none())
    expect(outcome.failed.map((page) => [page.auditId, page.index, page.errorCode])).toEqual([
      [outcome.audit.id, 1, "cancelled"],
    ])
    expect(outcome.afterRetry.status).not.toBe("complete")
    expect(outcome.afterRetry.pages[1]?.status).toBe("queued")
    expect(outcome.leasedAgain).toMatchObject({ auditId: outcome.audit.id, index: 1, attempt: 1 })
    expect(outcome.finished.status).toBe("complete")
    expect(outcome.finished.pages.map((page) => page.status)).toEqual(["done", "done"])
    expect(
      outcome.log.map((row) => [row.pageIndex, row.status, row.operator, row.action, row.url]).reverse(),
    ).toEqual([
      [0, "done", null, null, "https://example.com/a"],
      [1, "failed", "Ada", "cancelled", "https://example.com/b"],
      [1, "failed", "Grace", "retried", "https://example.com/b"],
      [1, "done", null, null, "https://example.com/b"],
    ])
  })

  it("refuses a running, finished or unknown page with its own error, changing nothing", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const s = yield* keysAuditsQueueLog
        const { record: key } = yield* s.keys.create({ label: "acme", pagesPerSite: 50 })
        const audit = yield* s.audits.start(
          newAudit(key.id, ["https://example.com/a", "https://example.com/b"]),
        )
        const running = Option.getOrThrow(yield* s.queue.lease("w", LEASE_MS))
        const page = (index: number) => ({ auditId: audit.id, index })
        const refusals = [
          yield* Effect.flip(s.queue.cancelPage(page(0), "Ada")),
          yield* Effect.flip(s.queue.retryPage(page(1), "Ada")),
          yield* Effect.flip(s.queue.cancelPage(page(9), "Ada")),
          yield* Effect.flip(
            s.queue.cancelPage({ auditId: "00000000-0000-0000-0000-000000000000", index: 0 }, "Ada"),
          ),
        ]
        yield* s.queue.complete("w", running, resultFor(running.url))
        refusals.push(yield* Effect.flip(s.queue.cancelPage(page(0), "Ada")))
        const view = Option.getOrThrow(yield* s.audits.get(key.id, audit.id))
        return { audit, refusals, view, log: yield* s.auditLog.search({}, 10) }
      }),
    )
    const id = outcome.audit.id
    expect(outcome.refusals.map((error) => [error._tag, error.message])).toEqual([
      ["PageInWrongState", `Page 0 of audit "${id}" is running; only a queued page can be cancelled.`],
      ["PageInWrongState", `Page 1 of audit "${id}" is queued; only a failed page can be retried.`],
      ["PageNotFound", `No audit "${id}" has a page 9.`],
      ["PageNotFound", `No audit "00000000-0000-0000-0000-000000000000" has a page 0.`],
      ["PageInWrongState", `Page 0 of audit "${id}" is done; only a queued page can be cancelled.`],
    ])
    expect(outcome.view.pages.map((page) => page.status)).toEqual(["done", "queued"])
    expect(outcome.log.map((row) => [row.pageIndex, row.status, row.action])).toEqual([[0, "done", null]])
  })
})

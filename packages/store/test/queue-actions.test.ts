import { Effect, Option, TestClock } from "effect"
import { describe, expect, it } from "vitest"
import { Crawls } from "../src"
import { crawled } from "./support/crawled"
import { DIALECTS } from "./support/databases"
import { crawlAudit, freshDatabase, keysAuditsQueueLog, newAudit, resultFor, runStore } from "./support/store"

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

  it("refuses to retry a page a crawl audited (its site was judged with it), and the overview says which failed pages are a crawl's", async () => {
    const origin = "https://bakery.example.com"
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const s = yield* keysAuditsQueueLog
        const crawls = yield* Crawls
        const { record: key } = yield* s.keys.create({ label: "acme", pagesPerSite: 50 })
        const plain = yield* s.audits.start(newAudit(key.id, ["https://example.com/a"]))
        const ordinary = Option.getOrThrow(yield* s.queue.lease("w", LEASE_MS))
        yield* s.queue.fail("w", ordinary, { code: "timeout", error: "Took too long." })
        const crawl = yield* s.audits.start(crawlAudit(key.id, "c1", origin))
        yield* crawls.enqueue("c1", [
          { url: `${origin}/`, host: origin, depth: 0, inSitemap: false, status: "queued" },
        ])
        const home = Option.getOrThrow(
          yield* crawls.lease("c1", { owner: "w", leaseMs: LEASE_MS, maxPages: 10 }),
        )
        yield* crawls.finish(home, "w", {
          status: "failed",
          page: { ...crawled(home.url), status: null, failure: "timeout" },
          code: "timeout",
          message: "slow",
        })
        const failed = (yield* s.queue.overview).failed
        const refused = yield* Effect.flip(s.queue.retryPage({ auditId: crawl.id, index: 0 }, "Ada"))
        const view = Option.getOrThrow(yield* s.audits.get(key.id, crawl.id))
        return {
          plain,
          crawl,
          failed,
          refused,
          view,
          log: yield* s.auditLog.search({ keyLabel: "acme" }, 10),
        }
      }),
    )
    expect(outcome.failed.map((page) => [page.auditId, page.ofCrawl])).toEqual([
      [outcome.crawl.id, true],
      [outcome.plain.id, false],
    ])
    expect([outcome.refused._tag, outcome.refused.message]).toEqual([
      "PageOfCrawl",
      `Page 0 of audit "${outcome.crawl.id}" is a page of a crawl, judged with its site: start the crawl again to fetch it again.`,
    ])
    expect(outcome.view.pages).toMatchObject([{ status: "failed", error: { code: "timeout" } }])
    expect(outcome.log.filter((row) => row.action !== null)).toEqual([])
  })
})

import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Either, Option, TestClock } from "effect"
import { describe, expect, it } from "vitest"
import { AuditLog, Audits, Keys, type LeasedPage, PageQueue } from "../src"
import { DIALECTS } from "./support/databases"
import { freshDatabase, newAudit, resultFor, runStore, runStoreWithSql } from "./support/store"

const LEASE_MS = 60_000

const leased = (page: Option.Option<LeasedPage>): LeasedPage =>
  Option.getOrThrowWith(page, () => new Error("expected a page to lease"))

const tagOf = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.either(effect), (result) => (Either.isLeft(result) ? result.left._tag : "ok"))

/** A key that no limit gets in the way of, and `count` one-page audits started with it in order. */
const auditsOf = (count: number, pagesEach = 1) =>
  Effect.gen(function* () {
    const keys = yield* Keys
    const audits = yield* Audits
    const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 50, auditsPerHour: 100_000 })
    const ids: Array<string> = []
    for (let index = 0; index < count; index++) {
      const urls = Array.from(
        { length: pagesEach },
        (_, page) => `https://example.com/${index}/${page}?q=secret#f`,
      )
      ids.push((yield* audits.start(newAudit(key.id, urls))).id)
    }
    return { key, ids }
  })

describe.each(DIALECTS)("the page queue on %s", (dialect) => {
  it("hands out pages first come, first served, each to one worker, and none once empty", async () => {
    const order = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const queue = yield* PageQueue
        const { ids } = yield* auditsOf(2, 2)
        const pages: Array<string> = []
        for (;;) {
          const next = yield* queue.lease(`w${pages.length}`, LEASE_MS)
          if (Option.isNone(next)) break
          pages.push(`${ids.indexOf(next.value.auditId)}:${next.value.index}`)
        }
        return pages
      }),
    )
    expect(order).toEqual(["0:0", "0:1", "1:0", "1:1"])
  })

  it("hands the worker the page's URL, phrase, locale and what the start call left for it", async () => {
    const page = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const queue = yield* PageQueue
        const { record: key } = yield* keys.create({ label: "k" })
        yield* audits.start({
          keyId: key.id,
          query: undefined,
          locale: "sk",
          pages: [
            {
              url: "https://pekaren.sk/",
              query: { primary: "kváskový chlieb", source: "suggested" },
              prefetched: '{"status":200}',
            },
          ],
        })
        return leased(yield* queue.lease("w", LEASE_MS))
      }),
    )
    expect(page).toMatchObject({
      index: 0,
      url: "https://pekaren.sk/",
      query: { primary: "kváskový chlieb", source: "suggested" },
      locale: "sk",
      prefetched: '{"status":200}',
      attempt: 1,
      leaseExpiresAt: page.startedAt + LEASE_MS,
    })
  })

  it("forgets what the start call left for the worker once the page is finished", async () => {
    const prefetched = await runStoreWithSql(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const queue = yield* PageQueue
        const sql = yield* SqlClient.SqlClient
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 50 })
        const page = (url: string) => ({
          url,
          query: { primary: "", source: "none" as const },
          prefetched: "{}",
        })
        yield* audits.start({
          keyId: key.id,
          query: undefined,
          locale: "en",
          pages: [page("https://a.example/1")],
        })
        yield* audits.start({
          keyId: key.id,
          query: undefined,
          locale: "en",
          pages: [page("https://a.example/2")],
        })
        const first = leased(yield* queue.lease("w", LEASE_MS))
        yield* queue.complete("w", first, resultFor(first.url))
        const second = leased(yield* queue.lease("w", LEASE_MS))
        yield* queue.fail("w", second, { code: "not_html", error: "Not a page." })
        return yield* sql`SELECT prefetched FROM pages ORDER BY audit_seq`
      }),
    )
    expect(prefetched).toEqual([{ prefetched: null }, { prefetched: null }])
  })

  it("lets only the lease owner renew, complete, fail or release a page", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const queue = yield* PageQueue
        yield* auditsOf(1)
        const page = leased(yield* queue.lease("owner", LEASE_MS))
        const result = resultFor(page.url)
        return {
          renew: yield* tagOf(queue.renew("intruder", page, LEASE_MS)),
          complete: yield* tagOf(queue.complete("intruder", page, result)),
          fail: yield* tagOf(queue.fail("intruder", page, { code: "internal", error: "x" })),
          release: yield* tagOf(queue.release("intruder", page)),
          ownerRenews: yield* tagOf(queue.renew("owner", page, LEASE_MS)),
          ownerCompletes: yield* tagOf(queue.complete("owner", page, result)),
          completesTwice: yield* tagOf(queue.complete("owner", page, result)),
        }
      }),
    )
    expect(outcome).toEqual({
      renew: "LeaseLost",
      complete: "LeaseLost",
      fail: "LeaseLost",
      release: "LeaseLost",
      ownerRenews: "ok",
      ownerCompletes: "ok",
      completesTwice: "LeaseLost",
    })
  })

  it("returns an expired lease to the queue for the next worker; the first worker can no longer complete", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const queue = yield* PageQueue
        const { key, ids } = yield* auditsOf(1)
        const first = leased(yield* queue.lease("first", LEASE_MS))
        yield* TestClock.adjust("30 seconds")
        const renewedUntil = yield* queue.renew("first", first, LEASE_MS)
        yield* TestClock.adjust("59 seconds")
        const whileLeased = yield* queue.lease("second", LEASE_MS)
        yield* TestClock.adjust("1 second")
        const second = leased(yield* queue.lease("second", LEASE_MS))
        const firstCompletes = yield* tagOf(queue.complete("first", first, resultFor(first.url)))
        yield* queue.complete("second", second, resultFor(second.url))
        const view = Option.getOrThrow(yield* audits.get(key.id, first.auditId))
        return { ids, first, renewedUntil, whileLeased, second, firstCompletes, view }
      }),
    )
    expect(outcome.renewedUntil).toBe(outcome.first.startedAt + 30_000 + LEASE_MS)
    expect(Option.isNone(outcome.whileLeased)).toBe(true)
    expect(outcome.second).toMatchObject({ auditId: outcome.ids[0], index: 0, attempt: 2 })
    expect(outcome.firstCompletes).toBe("LeaseLost")
    expect(outcome.view.status).toBe("complete")
    expect(outcome.view.pages[0]?.status).toBe("done")
  })

  it("fails a page still running 15 minutes after it started with timeout, renewed or not", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const auditLog = yield* AuditLog
        const audits = yield* Audits
        const queue = yield* PageQueue
        const { key, ids } = yield* auditsOf(1)
        const page = leased(yield* queue.lease("slow", LEASE_MS))
        for (let minute = 1; minute < 15; minute++) {
          yield* TestClock.adjust("1 minute")
          yield* queue.renew("slow", page, LEASE_MS)
        }
        yield* TestClock.adjust("59 seconds")
        const before = yield* queue.sweep
        yield* TestClock.adjust("1 second")
        const at15 = yield* queue.sweep
        const late = yield* tagOf(queue.complete("slow", page, resultFor(page.url)))
        const view = Option.getOrThrow(yield* audits.get(key.id, ids[0] ?? ""))
        return { before, at15, late, view, log: yield* auditLog.recent(10) }
      }),
    )
    expect(outcome.before).toEqual({ timedOut: 0, expired: 0 })
    expect(outcome.at15).toEqual({ timedOut: 1, expired: 0 })
    expect(outcome.late).toBe("LeaseLost")
    expect(outcome.view.pages[0]).toMatchObject({
      status: "failed",
      error: { code: "timeout", error: "The page audit did not finish within 15 minutes." },
    })
    expect(outcome.log).toMatchObject([{ status: "failed", durationMs: 15 * 60_000 }])
  })

  it("fails a page with internal after its worker died 3 times, instead of trying it forever", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const queue = yield* PageQueue
        const { key, ids } = yield* auditsOf(1)
        const attempts: Array<number> = []
        for (let attempt = 0; attempt < 3; attempt++) {
          attempts.push(leased(yield* queue.lease(`w${attempt}`, LEASE_MS)).attempt)
          yield* TestClock.adjust("61 seconds")
        }
        const fourth = yield* queue.lease("w3", LEASE_MS)
        const view = Option.getOrThrow(yield* audits.get(key.id, ids[0] ?? ""))
        return { attempts, fourth, page: view.pages[0] }
      }),
    )
    expect(outcome.attempts).toEqual([1, 2, 3])
    expect(Option.isNone(outcome.fourth)).toBe(true)
    expect(outcome.page).toMatchObject({ status: "failed", error: { code: "internal" } })
  })

  it("puts a released page back at its place without counting the try", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const queue = yield* PageQueue
        const { ids } = yield* auditsOf(2)
        const first = leased(yield* queue.lease("stopping", LEASE_MS))
        const second = leased(yield* queue.lease("stopping", LEASE_MS))
        const released = yield* queue.releaseAll("stopping")
        const again = leased(yield* queue.lease("next", LEASE_MS))
        return { ids, first, second, released, again }
      }),
    )
    expect(outcome.released).toBe(2)
    expect(outcome.again).toMatchObject({ auditId: outcome.ids[0], index: 0, attempt: 1 })
  })

  it("writes one audit log row per finished page: key label, URL without query or fragment, status, duration", async () => {
    const log = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const auditLog = yield* AuditLog
        const queue = yield* PageQueue
        const { ids } = yield* auditsOf(2)
        const done = leased(yield* queue.lease("w", LEASE_MS))
        yield* TestClock.adjust("95 seconds")
        yield* queue.complete("w", done, resultFor(done.url))
        const failed = leased(yield* queue.lease("w", LEASE_MS))
        yield* TestClock.adjust("2 seconds")
        yield* queue.fail("w", failed, { code: "not_html", error: "The response is a PDF." })
        return { ids, rows: yield* auditLog.recent(10) }
      }),
    )
    expect(log.rows).toEqual([
      expect.objectContaining({
        keyLabel: "k",
        url: "https://example.com/1/0",
        auditId: log.ids[1],
        status: "failed",
        durationMs: 2_000,
      }),
      expect.objectContaining({
        keyLabel: "k",
        url: "https://example.com/0/0",
        auditId: log.ids[0],
        status: "done",
        durationMs: 95_000,
      }),
    ])
  })

  it("counts pages by status", async () => {
    const counts = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const queue = yield* PageQueue
        yield* auditsOf(3)
        const page = leased(yield* queue.lease("w", LEASE_MS))
        yield* queue.fail("w", page, { code: "blocked", error: "A bot wall answered." })
        yield* queue.lease("w", LEASE_MS)
        return yield* queue.counts
      }),
    )
    expect(counts).toEqual({ queued: 1, running: 1, done: 0, failed: 1 })
  })
})

import { SqlClient } from "@effect/sql"
import { Effect, Either, Layer, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { Audits, Keys, PageQueue, storeOverClient } from "../src"
import { DIALECTS } from "./support/databases"
import { drainQueue } from "./support/queue"
import { freshDatabase, newAudit, runStore, START, sqlLayer } from "./support/store"

const refusal = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.either(effect), (result) => (Either.isLeft(result) ? result.left : "started"))

describe.each(DIALECTS)("starting an audit on %s", (dialect) => {
  it("creates the audit with its pages queued, charged pages × the full-audit cost", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 2 })
        const started = yield* audits.start(
          newAudit(key.id, ["https://bakery.example.com/rye", "https://bakery.example.com/sourdough"]),
        )
        const view = yield* audits.get(key.id, started.id)
        return { started, view }
      }),
    )
    expect(outcome.started).toMatchObject({ createdAt: START, pages: 2, charged: 10 })
    expect(outcome.started.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(outcome.view).toMatchObject({
      _tag: "Some",
      value: {
        status: "queued",
        locale: "en",
        query: "sourdough bread",
        pages: [
          { index: 0, url: "https://bakery.example.com/rye", status: "queued" },
          { index: 1, url: "https://bakery.example.com/sourdough", status: "queued" },
        ],
        queue: { position: 1, pagesAhead: 0 },
      },
    })
  })

  it("spends 60 quota units an hour by default: 12 one-page audits, and the 13th waits for the first to leave", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 50 })
        for (let index = 0; index < 12; index++) {
          yield* audits.start(newAudit(key.id, [`https://example.com/page-${index}`]))
          yield* drainQueue()
          yield* TestClock.adjust("1 minute")
        }
        const thirteenth = yield* refusal(audits.start(newAudit(key.id, ["https://example.com/13"])))
        const reserved = yield* refusal(audits.reserve(key.id, ["https://example.com/13"], 10_000))
        yield* TestClock.adjust("48 minutes")
        const afterFirstLeft = yield* refusal(audits.start(newAudit(key.id, ["https://example.com/13"])))
        return { thirteenth, reserved, afterFirstLeft }
      }),
    )
    expect(outcome.thirteenth).toMatchObject({ _tag: "RateLimited", retryAfter: 48 * 60 })
    expect(outcome.reserved).toMatchObject({ _tag: "RateLimited", retryAfter: 48 * 60 })
    expect(outcome.afterFirstLeft).toBe("started")
  })

  it("allows 10 pages queued or running per key and refuses the 11th with queue_full", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const queue = yield* PageQueue
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 50, auditsPerHour: 1000 })
        const nine = Array.from({ length: 9 }, (_, index) => `https://example.com/${index}`)
        yield* audits.start(newAudit(key.id, nine))
        const twoMore = yield* refusal(
          audits.start(newAudit(key.id, ["https://example.com/a", "https://example.com/b"])),
        )
        const tenth = yield* refusal(audits.start(newAudit(key.id, ["https://example.com/a"])))
        const eleventh = yield* refusal(audits.start(newAudit(key.id, ["https://example.com/b"])))
        const leased = yield* queue.lease("w", 60_000)
        const whileRunning = yield* refusal(audits.start(newAudit(key.id, ["https://example.com/b"])))
        yield* drainQueue()
        const afterDone = yield* refusal(audits.start(newAudit(key.id, ["https://example.com/b"])))
        return { twoMore, tenth, eleventh, leased: leased._tag, whileRunning, afterDone }
      }),
    )
    expect(outcome.twoMore).toMatchObject({ _tag: "QueueFull" })
    expect(outcome.tenth).toBe("started")
    expect(outcome.eleventh).toMatchObject({ _tag: "QueueFull", retryAfter: 60 })
    expect(outcome.leased).toBe("Some")
    expect(outcome.whileRunning).toMatchObject({ _tag: "QueueFull" })
    expect(outcome.afterDone).toBe("started")
  })

  it("allows one page of a site per UTC day by default; the same page again, and other sites, are free", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const { record: key } = yield* keys.create({ label: "k" })
        const start = (url: string) => refusal(audits.start(newAudit(key.id, [url])))
        const first = yield* start("https://www.bakery.co.uk/rye?ref=1")
        const samePage = yield* start("https://www.bakery.co.uk/rye?ref=1#top")
        const sameSite = yield* start("https://shop.bakery.co.uk/")
        const otherSite = yield* start("https://mill.co.uk/")
        yield* TestClock.setTime(Date.parse("2026-11-23T00:00:00.000Z"))
        const nextDay = yield* start("https://shop.bakery.co.uk/")
        return { first, samePage, sameSite, otherSite, nextDay }
      }),
    )
    expect(outcome.first).toBe("started")
    expect(outcome.samePage).toBe("started")
    expect(outcome.sameSite).toMatchObject({
      _tag: "DomainLimit",
      availableUrl: "https://www.bakery.co.uk/rye?ref=1",
      pagesPerSite: 1,
      retryAfter: 14 * 3600,
    })
    expect(outcome.otherSite).toBe("started")
    expect(outcome.nextDay).toBe("started")
  })

  it("counts the pages of one request against the site's number, and names a page that fits", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 2 })
        const urls = ["https://a.example.org/1", "https://b.example.org/2", "https://c.example.org/3"]
        const three = yield* refusal(audits.start(newAudit(key.id, urls)))
        const two = yield* refusal(audits.start(newAudit(key.id, urls.slice(0, 2))))
        return { three, two }
      }),
    )
    expect(outcome.three).toMatchObject({
      _tag: "DomainLimit",
      availableUrl: "https://a.example.org/1",
      pagesPerSite: 2,
    })
    expect(outcome.two).toBe("started")
  })

  it("writes nothing when refused: no audit, no page, no charge, no site page", async () => {
    const counts = await Effect.runPromise(
      Effect.gen(function* () {
        yield* TestClock.setTime(START)
        const audits = yield* Audits
        const keys = yield* Keys
        const sql = yield* SqlClient.SqlClient
        const { record: key } = yield* keys.create({ label: "k", auditsPerHour: 4 })
        const refused = yield* refusal(audits.start(newAudit(key.id, ["https://example.com/"])))
        const count = (table: string) =>
          Effect.map(sql<{ n: number }>`SELECT count(*) AS n FROM ${sql(table)}`, (rows) => rows[0]?.n)
        return {
          refused,
          audits: yield* count("audits"),
          pages: yield* count("pages"),
          usage: yield* count("usage_events"),
          sitePages: yield* count("site_pages"),
        }
      }).pipe(
        Effect.provide(storeOverClient().pipe(Layer.provideMerge(sqlLayer(freshDatabase(dialect))))),
        Effect.provide(TestContext.TestContext),
      ),
    )
    expect(counts).toMatchObject({
      refused: { _tag: "RateLimited", retryAfter: 3600 },
      audits: 0,
      pages: 0,
      usage: 0,
      sitePages: 0,
    })
  })

  it("refuses a revoked key, and an audit of no pages or more than 10", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 50 })
        const none = yield* refusal(audits.start(newAudit(key.id, [])))
        const eleven = Array.from({ length: 11 }, (_, index) => `https://example.com/${index}`)
        const tooMany = yield* refusal(audits.start(newAudit(key.id, eleven)))
        yield* keys.revoke(key.id)
        const revoked = yield* refusal(audits.start(newAudit(key.id, ["https://example.com/"])))
        const unknown = yield* refusal(audits.reserve("no-such-key", ["https://example.com/"], 10_000))
        return { none, tooMany, revoked, unknown }
      }),
    )
    expect(outcome).toMatchObject({
      none: { _tag: "InvalidRequest" },
      tooMany: { _tag: "InvalidRequest" },
      revoked: { _tag: "Unauthorized" },
      unknown: { _tag: "Unauthorized" },
    })
  })
})

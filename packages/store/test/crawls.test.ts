import { Effect, Option, Stream, TestClock } from "effect"
import { describe, expect, it } from "vitest"
import { Crawls, type FrontierEntry, type LeasedCrawlPage } from "../src"
import { crawled } from "./support/crawled"
import { DIALECTS } from "./support/databases"
import { freshDatabase, runStore, START } from "./support/store"

const LEASE = { leaseMs: 60_000, maxPages: 1_000 }

const entry = (
  url: string,
  depth: number | null = 1,
  status: FrontierEntry["status"] = "queued",
): FrontierEntry => ({
  url,
  host: new URL(url).host,
  depth,
  inSitemap: depth === null,
  status,
})

const started = (hostConcurrency = 2) =>
  Effect.gen(function* () {
    const crawls = yield* Crawls
    yield* crawls.start({
      id: "c1",
      startUrl: "https://a.example/",
      options: { maxPages: 10 },
      hostConcurrency,
    })
    return crawls
  })

/** Leases until nothing is leasable now, each lease by owner `owner`. */
const leaseAll = (owner: string, maxPages = LEASE.maxPages) =>
  Effect.gen(function* () {
    const crawls = yield* Crawls
    const leased: Array<LeasedCrawlPage> = []
    for (;;) {
      const next = yield* crawls.lease("c1", { owner, leaseMs: LEASE.leaseMs, maxPages })
      if (Option.isNone(next)) return leased
      leased.push(next.value)
    }
  })

describe.each(DIALECTS)("crawls on %s", (dialect) => {
  it("keeps each URL once, at its smallest depth while queued, and hands it out once", async () => {
    const { counts, leased } = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const crawls = yield* started(10)
        yield* crawls.enqueue("c1", [entry("https://a.example/"), entry("https://a.example/b", null)])
        yield* crawls.enqueue("c1", [entry("https://a.example/", 3), entry("https://a.example/b", 2)])
        yield* crawls.enqueue("c1", [entry("https://a.example/private", 1, "blocked")])
        const leased = yield* leaseAll("w1")
        return { counts: yield* crawls.counts("c1"), leased }
      }),
    )
    expect(leased.map((page) => [page.url, page.depth, page.attempts])).toEqual([
      ["https://a.example/", 1, 1],
      ["https://a.example/b", 2, 1],
    ])
    expect(counts).toMatchObject({ queued: 0, leased: 2, blocked: 1, done: 0 })
  })

  it("registers a host again after the transaction that first registered it rolled back", async () => {
    const { refused, leased } = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const crawls = yield* started(2)
        // The host's rows are written first, then the URL breaks the depth check: all of it is undone.
        const refused = yield* Effect.either(crawls.enqueue("c1", [entry("https://b.example/1", -1)]))
        yield* crawls.enqueue("c1", [entry("https://b.example/1")])
        return { refused: refused._tag, leased: yield* leaseAll("w1") }
      }),
    )
    expect(refused).toBe("Left")
    expect(leased.map((page) => page.url)).toEqual(["https://b.example/1"])
  })

  it("leases at most the crawl's number of URLs of one host at a time, and other hosts beside them", async () => {
    const { first, afterFinish } = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const crawls = yield* started(2)
        yield* crawls.enqueue(
          "c1",
          ["https://a.example/1", "https://a.example/2", "https://a.example/3", "https://b.example/1"].map(
            (url) => entry(url),
          ),
        )
        const first = yield* leaseAll("w1")
        const done = first.find((page) => page.url === "https://a.example/1")
        if (done === undefined) throw new Error("expected /1 leased")
        expect(
          yield* crawls.finish(done, "w1", { status: "done", page: crawled(done.url), result: null }),
        ).toBe(true)
        return { first, afterFinish: yield* leaseAll("w2") }
      }),
    )
    expect(first.map((page) => page.url).sort()).toEqual([
      "https://a.example/1",
      "https://a.example/2",
      "https://b.example/1",
    ])
    expect(afterFinish.map((page) => page.url)).toEqual(["https://a.example/3"])
  })

  it("holds a URL of unknown depth back while a URL of its host with a known depth is in flight (it may link or redirect there)", async () => {
    const { first, afterFinish, counts } = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const crawls = yield* started(2)
        yield* crawls.enqueue("c1", [
          entry("https://a.example/chain"),
          entry("https://a.example/chain-end", null),
          entry("https://a.example/listed", null),
          entry("https://b.example/listed", null),
        ])
        const first = yield* leaseAll("w1")
        const chain = first.find((page) => page.url === "https://a.example/chain")
        if (chain === undefined) throw new Error("expected /chain leased")
        // /chain redirected to /chain-end, fetched on the way: recorded with it, never handed out.
        const end = "https://a.example/chain-end"
        yield* crawls.finish(
          chain,
          "w1",
          { status: "done", page: { ...crawled(chain.url), finalUrl: end }, result: null },
          {
            entries: [],
            fetchedOnTheWay: [
              {
                entry: { url: end, host: "a.example", depth: 1, inSitemap: false, status: "queued" },
                finished: { status: "done", page: crawled(end), result: null },
              },
            ],
          },
        )
        return { first, afterFinish: yield* leaseAll("w2"), counts: yield* crawls.counts("c1") }
      }),
    )
    // Another host's URL of unknown depth goes at once; this host's wait for /chain.
    expect(first.map((page) => page.url).sort()).toEqual([
      "https://a.example/chain",
      "https://b.example/listed",
    ])
    expect(afterFinish.map((page) => page.url)).toEqual(["https://a.example/listed"])
    expect(counts).toMatchObject({ queued: 0, leased: 2, done: 2 })
  })

  it("lets a page's fetch claim the redirect hops it meets: new or queued URLs become the page's, renewed with it, written as it ends or given back when it is tried again", async () => {
    const { claims, whileClaimed, afterRenewal, rows, counts } = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const crawls = yield* started(3)
        yield* crawls.enqueue("c1", [
          entry("https://a.example/a"),
          entry("https://a.example/b"),
          entry("https://a.example/c"),
          entry("https://a.example/queued", 2),
        ])
        const [a, b] = yield* leaseAll("w1")
        if (a === undefined || b === undefined) throw new Error("expected two leases")
        const expires = a.leaseExpiresAt
        const claims = {
          queued: yield* crawls.claimOnTheWay(a, "w1", entry("https://a.example/queued", 1), expires),
          fresh: yield* crawls.claimOnTheWay(a, "w1", entry("https://a.example/new", 1), expires),
          leased: yield* crawls.claimOnTheWay(a, "w1", entry("https://a.example/b", 1), expires),
          claimedByA: yield* crawls.claimOnTheWay(b, "w1", entry("https://a.example/queued", 1), expires),
          byB: yield* crawls.claimOnTheWay(b, "w1", entry("https://a.example/by-b", 1), expires),
        }
        const whileClaimed = yield* crawls.counts("c1")
        // /b is tried again later: what its fetch claimed goes back to the frontier.
        yield* crawls.retryLater(b, "w1", START + 1_000, ["https://a.example/by-b"])
        yield* TestClock.adjust(LEASE.leaseMs - 1)
        expect(
          yield* crawls.renew(a, "w1", LEASE.leaseMs, ["https://a.example/queued", "https://a.example/new"]),
        ).toBe(true)
        yield* TestClock.adjust(2)
        // Past the first term: /b and what it gave back are taken, never /a's claims, renewed with it.
        const afterRenewal = (yield* leaseAll("w2")).map((page) => page.url).sort()
        const done = { status: "done" as const, result: null }
        expect(
          yield* crawls.finish(
            a,
            "w1",
            { ...done, page: { ...crawled(a.url), finalUrl: "https://a.example/new" } },
            {
              entries: [],
              fetchedOnTheWay: [
                {
                  entry: entry("https://a.example/queued", 2),
                  finished: { ...done, page: crawled("https://a.example/queued") },
                },
                {
                  entry: entry("https://a.example/new", 1),
                  finished: { ...done, page: crawled("https://a.example/new") },
                },
              ],
            },
          ),
        ).toBe(true)
        const rows = yield* crawls.frontierRows("c1", [
          "https://a.example/a",
          "https://a.example/b",
          "https://a.example/by-b",
          "https://a.example/new",
          "https://a.example/queued",
        ])
        return { claims, whileClaimed, afterRenewal, rows, counts: yield* crawls.counts("c1") }
      }),
    )
    expect(claims).toEqual({
      queued: { depth: 2, inSitemap: false },
      fresh: { depth: 1, inSitemap: false },
      leased: null,
      claimedByA: null,
      byB: { depth: 1, inSitemap: false },
    })
    expect(whileClaimed).toMatchObject({ queued: 0, leased: 6 })
    expect(afterRenewal).toEqual(["https://a.example/b", "https://a.example/by-b"])
    expect(Object.fromEntries(rows.map((row) => [row.url, row.status]))).toEqual({
      "https://a.example/a": "done",
      "https://a.example/b": "leased",
      "https://a.example/by-b": "leased",
      "https://a.example/new": "done",
      "https://a.example/queued": "done",
    })
    expect(counts).toMatchObject({ done: 3, queued: 0, leased: 3 })
  })

  it("stores a finished page's facts and result, never leases it again, and refuses a lost lease", async () => {
    const { stored, again, lostWrite, counts } = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const crawls = yield* started()
        yield* crawls.enqueue("c1", [entry("https://a.example/"), entry("https://a.example/gone")])
        const [home, gone] = yield* leaseAll("w1")
        if (home === undefined || gone === undefined) throw new Error("expected two leases")
        yield* crawls.finish(home, "w1", { status: "done", page: crawled(home.url), result: { score: 1 } })
        yield* crawls.finish(gone, "w1", {
          status: "failed",
          page: { ...crawled(gone.url), status: null, failure: "timeout" },
          code: "timeout",
          message: "slow",
        })
        const lostWrite = yield* crawls.finish(home, "w2", {
          status: "done",
          page: crawled(home.url),
          result: null,
        })
        const stored = yield* Stream.runCollect(crawls.finishedPages("c1"))
        return {
          stored: [...stored],
          again: yield* leaseAll("w2"),
          lostWrite,
          counts: yield* crawls.counts("c1"),
        }
      }),
    )
    expect(
      stored.map((page) => [page.url, page.status, page.page.title, page.result, page.errorCode]),
    ).toEqual([
      ["https://a.example/", "done", "Title of https://a.example/", { score: 1 }, null],
      ["https://a.example/gone", "failed", "Title of https://a.example/gone", null, "timeout"],
    ])
    expect(again).toEqual([])
    expect(lostWrite).toBe(false)
    expect(counts).toMatchObject({ done: 1, failed: 1, queued: 0, leased: 0 })
  })

  it("lends a host's request slots to its site files too: a page waits while they hold every slot", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const crawls = yield* started(2)
        // The host's files are read before any of its URLs is queued: taking a slot registers the host.
        const robots = yield* crawls.takeHostSlot(
          "c1",
          "a.example",
          "files",
          "https://a.example/robots.txt",
          60_000,
        )
        const llms = yield* crawls.takeHostSlot(
          "c1",
          "a.example",
          "files",
          "https://a.example/llms.txt",
          60_000,
        )
        const third = yield* crawls.takeHostSlot(
          "c1",
          "a.example",
          "files",
          "https://a.example/sitemap.xml",
          60_000,
        )
        yield* crawls.enqueue("c1", [entry("https://a.example/")])
        const whileHeld = yield* crawls.lease("c1", { owner: "w1", ...LEASE })
        if (Option.isSome(robots)) yield* crawls.freeHostSlot("c1", "a.example", robots.value, "files")
        const afterFree = yield* crawls.lease("c1", { owner: "w1", ...LEASE })
        const none = yield* crawls.takeHostSlot(
          "c1",
          "a.example",
          "files",
          "https://a.example/sitemap.xml",
          60_000,
        )
        return { robots, llms, third, whileHeld, afterFree, none }
      }),
    )
    expect([outcome.robots, outcome.llms]).toEqual([Option.some(0), Option.some(1)])
    expect(Option.isNone(outcome.third)).toBe(true)
    expect(Option.isNone(outcome.whileHeld)).toBe(true)
    expect(Option.map(outcome.afterFree, (page) => page.url)).toEqual(Option.some("https://a.example/"))
    expect(Option.isNone(outcome.none)).toBe(true)
  })

  it("stores a finished page with what it found, and not the page when the lease was lost", async () => {
    const { frontier, lost } = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const crawls = yield* started()
        yield* crawls.enqueue("c1", [entry("https://a.example/", 0), entry("https://a.example/moved")])
        const [home, moved] = yield* leaseAll("w1")
        if (home === undefined || moved === undefined) throw new Error("expected two leases")
        yield* crawls.finish(
          home,
          "w1",
          { status: "done", page: crawled(home.url), result: null },
          { entries: [entry("https://a.example/next", 1), entry("https://b.example/other", 1)] },
        )
        const target = crawled("https://a.example/target")
        yield* crawls.finish(
          moved,
          "w1",
          { status: "done", page: { ...crawled(moved.url), finalUrl: target.url }, result: null },
          {
            entries: [entry("https://a.example/from-target", 2)],
            fetchedOnTheWay: [
              {
                entry: entry(target.url, 1),
                finished: { status: "done", page: target, result: { score: 2 } },
              },
            ],
          },
        )
        const lost = yield* crawls.finish(
          home,
          "w2",
          { status: "done", page: crawled(home.url), result: null },
          { entries: [entry("https://a.example/never", 1)] },
        )
        const frontier = yield* crawls.frontierRows("c1", [
          "https://a.example/next",
          "https://b.example/other",
          "https://a.example/target",
          "https://a.example/from-target",
          "https://a.example/never",
        ])
        return { frontier, lost }
      }),
    )
    expect(lost).toBe(false)
    expect(
      frontier
        .map((row) => [row.url, row.status, row.depth])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual([
      // The lost page's finding (/never) is not written on either database: one transaction a page.
      ["https://a.example/from-target", "queued", 2],
      ["https://a.example/next", "queued", 1],
      ["https://a.example/target", "done", 1],
      ["https://b.example/other", "queued", 1],
    ])
  })

  it("skips queued URLs beyond a lowered depth bound and queues them again under a raised one; keeps notes; reopens a crawl", async () => {
    const { lowered, raised, notes, reopened } = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const crawls = yield* started()
        yield* crawls.enqueue("c1", [
          entry("https://a.example/", 0),
          entry("https://a.example/one", 1),
          entry("https://a.example/three", 3),
          entry("https://a.example/listed", null),
        ])
        yield* crawls.boundDepth("c1", 1)
        const lowered = yield* crawls.counts("c1")
        yield* crawls.boundDepth("c1", 3)
        const raised = yield* crawls.counts("c1")
        yield* crawls.setNote("c1", { key: "notice:b", body: "first" })
        yield* crawls.setNote("c1", { key: "notice:b", body: "again" })
        yield* crawls.setNote("c1", { key: "llms.txt", body: "{}" })
        yield* crawls.end("c1", "stopped", "maxPages")
        yield* crawls.reopen("c1", { maxPages: 20 })
        return { lowered, raised, notes: yield* crawls.notes("c1"), reopened: yield* crawls.get("c1") }
      }),
    )
    expect(lowered).toMatchObject({ queued: 3, skipped: 1 })
    expect(raised).toMatchObject({ queued: 4, skipped: 0 })
    expect(notes).toEqual([
      { key: "llms.txt", body: "{}" },
      { key: "notice:b", body: "again" },
    ])
    expect(Option.getOrNull(reopened)).toMatchObject({
      state: "running",
      endReason: null,
      endedAt: null,
      options: { maxPages: 20 },
    })
  })

  it("hands a URL whose lease expired (its process died) to another process, once", async () => {
    const { before, after, lateWrite } = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const crawls = yield* started(1)
        yield* crawls.enqueue("c1", [entry("https://a.example/")])
        const [dead] = yield* leaseAll("dead")
        const before = yield* leaseAll("w2")
        yield* TestClock.adjust(LEASE.leaseMs)
        const after = yield* leaseAll("w2")
        const lateWrite =
          dead === undefined
            ? true
            : yield* crawls.finish(dead, "dead", { status: "done", page: crawled(dead.url), result: null })
        return { before, after, lateWrite }
      }),
    )
    expect(before).toEqual([])
    expect(after.map((page) => [page.url, page.attempts])).toEqual([["https://a.example/", 2]])
    expect(lateWrite).toBe(false)
  })

  it("keeps a renewed lease its owner's past its first term, and refuses renewing a lost one", async () => {
    const { whileRenewed, renewedLate, taken, lateWrite } = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const crawls = yield* started(1)
        yield* crawls.enqueue("c1", [entry("https://a.example/")])
        const [page] = yield* leaseAll("w1")
        if (page === undefined) throw new Error("expected a lease")
        yield* TestClock.adjust(LEASE.leaseMs - 1)
        expect(yield* crawls.renew(page, "w1", LEASE.leaseMs)).toBe(true)
        yield* TestClock.adjust(LEASE.leaseMs - 1)
        const whileRenewed = yield* leaseAll("w2")
        yield* TestClock.adjust(1)
        const taken = yield* leaseAll("w2")
        const renewedLate = yield* crawls.renew(page, "w1", LEASE.leaseMs)
        const lateWrite = yield* crawls.finish(page, "w1", {
          status: "done",
          page: crawled(page.url),
          result: null,
        })
        return { whileRenewed, renewedLate, taken, lateWrite }
      }),
    )
    expect(whileRenewed).toEqual([])
    expect(taken.map((page) => page.url)).toEqual(["https://a.example/"])
    expect(renewedLate).toBe(false)
    expect(lateWrite).toBe(false)
  })

  it("ends a crawl once, and again only from a later run (a resumed crawl)", async () => {
    const ends = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const crawls = yield* started()
        const runStartedAt = START
        yield* TestClock.adjust(1_000)
        const first = yield* crawls.end("c1", "stopped", "maxDuration", runStartedAt)
        const sameRun = yield* crawls.end("c1", "done", null, runStartedAt)
        yield* TestClock.adjust(1_000)
        const resumedRun = yield* crawls.end("c1", "done", null, START + 1_500)
        return {
          first,
          sameRun,
          resumedRun,
          state: Option.map(yield* crawls.get("c1"), (record) => [record.state, record.endReason]),
        }
      }),
    )
    expect(ends).toEqual({
      first: true,
      sameRun: false,
      resumedRun: true,
      state: Option.some(["done", null]),
    })
  })

  it("stops leasing new URLs at the page bound", async () => {
    const leased = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const crawls = yield* started(5)
        yield* crawls.enqueue(
          "c1",
          [1, 2, 3, 4, 5].map((n) => entry(`https://a.example/${n}`)),
        )
        return yield* leaseAll("w1", 3)
      }),
    )
    expect(leased).toHaveLength(3)
  })

  it("spaces a host's start times by its delay, each taken once", async () => {
    const times = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const crawls = yield* started()
        yield* crawls.enqueue("c1", [entry("https://a.example/")])
        yield* crawls.setHostDelay("c1", "a.example", 1_500)
        const times = [
          yield* crawls.takeStartTime("c1", "a.example"),
          yield* crawls.takeStartTime("c1", "a.example"),
          yield* crawls.takeStartTime("c1", "a.example"),
        ]
        yield* TestClock.adjust(10_000)
        times.push(yield* crawls.takeStartTime("c1", "a.example"))
        return times
      }),
    )
    // The delay is in force from when it is set (as after robots.txt answered): the first start waits it too.
    expect(times.map((time) => time - START)).toEqual([1_500, 3_000, 4_500, 10_000])
  })

  it("puts a delay set in the turn that read robots.txt in force from its answer, and tells an idle worker when its next lease may come", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const crawls = yield* started(1)
        yield* crawls.enqueue("c1", [entry("https://a.example/1"), entry("https://a.example/2")])
        const mine = ["w1", "turns"]
        // robots.txt's turn: its start taken without a delay, the delay set once it answered, before the slot is freed.
        const slot = yield* crawls.takeHostSlot(
          "c1",
          "a.example",
          "turns",
          "https://a.example/robots.txt",
          60_000,
        )
        const robotsAt = yield* crawls.takeStartTime("c1", "a.example")
        yield* TestClock.adjust(100)
        yield* crawls.setHostDelay("c1", "a.example", 1_500)
        if (Option.isSome(slot)) yield* crawls.freeHostSlot("c1", "a.example", slot.value, "turns")
        const tooSoon = yield* crawls.lease("c1", { owner: "w1", ...LEASE })
        const beforeFirst = yield* crawls.leaseWait("c1", mine)
        yield* TestClock.adjust(1_500)
        const first = yield* crawls.lease("c1", { owner: "w1", ...LEASE })
        const firstAt = yield* crawls.takeStartTime("c1", "a.example")
        const afterFirst = yield* crawls.leaseWait("c1", mine)
        const seenByAnother = yield* crawls.leaseWait("c1", ["w2"])
        yield* TestClock.adjust(1_500)
        // The host's time has come, but its one slot is still held: the store cannot tell when it frees.
        const slotHeld = yield* crawls.leaseWait("c1", mine)
        // Held by another process, which may have died: its lease ends, unrenewed, at the latest then.
        const slotHeldElsewhere = yield* crawls.leaseWait("c1", ["w2"])
        return {
          slotTaken: Option.isSome(slot),
          starts: [robotsAt - START, firstAt - START],
          tooSoon: Option.isSome(tooSoon),
          first: Option.map(first, (page) => page.url),
          waits: [beforeFirst, afterFirst, seenByAnother, slotHeld, slotHeldElsewhere].map((wait) => ({
            ...wait,
            nextStartAt: wait.nextStartAt === null ? null : wait.nextStartAt - START,
          })),
        }
      }),
    )
    expect(outcome).toEqual({
      slotTaken: true,
      starts: [0, 1_600],
      tooSoon: false,
      first: Option.some("https://a.example/1"),
      waits: [
        { nextStartAt: 1_600, unforeseeable: false },
        { nextStartAt: 3_100, unforeseeable: false },
        { nextStartAt: 3_100, unforeseeable: true },
        { nextStartAt: null, unforeseeable: true },
        { nextStartAt: 1_600 + LEASE.leaseMs, unforeseeable: true },
      ],
    })
  })

  it("holds a host back after a Retry-After, counts its failures in a row, and skips its URLs once given up", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const crawls = yield* started()
        yield* crawls.enqueue("c1", [
          entry("https://a.example/1"),
          entry("https://a.example/2"),
          entry("https://b.example/"),
        ])
        const leased = yield* leaseAll("w1")
        const first = leased.find((page) => page.url === "https://a.example/1")
        const second = leased.find((page) => page.url === "https://a.example/2")
        if (first === undefined || second === undefined) throw new Error("expected both a.example URLs")
        const failures = [
          yield* crawls.retryLater(first, "w1", START + 5_000),
          yield* crawls.retryLater(second, "w1", START + 1_000),
        ]
        const waiting = yield* leaseAll("w1")
        yield* TestClock.adjust(5_000)
        const retried = yield* leaseAll("w1")
        yield* crawls.giveUpHost("c1", "a.example", "answered 503 five times in a row")
        return {
          failures,
          waiting,
          retried: retried.map((page) => [page.url, page.attempts]),
          counts: yield* crawls.counts("c1"),
          givenUp: yield* crawls.givenUpHosts("c1"),
        }
      }),
    )
    expect(outcome.failures).toEqual([1, 2])
    expect(outcome.waiting).toEqual([])
    expect(outcome.retried).toEqual([
      ["https://a.example/1", 2],
      ["https://a.example/2", 2],
    ])
    expect(outcome.givenUp).toEqual([{ host: "a.example", reason: "answered 503 five times in a row" }])
    expect(outcome.counts).toMatchObject({ leased: 3, skipped: 0 })
  })

  it("finds an unfinished crawl by its start URL after the store is opened again, its frontier as it was", async () => {
    const database = freshDatabase(dialect)
    await runStore(
      database,
      Effect.gen(function* () {
        const crawls = yield* started()
        yield* crawls.enqueue("c1", [entry("https://a.example/"), entry("https://a.example/b")])
        const [home] = yield* leaseAll("w1")
        if (home !== undefined)
          yield* crawls.finish(home, "w1", { status: "done", page: crawled(home.url), result: null })
      }),
    )
    const resumed = await runStore(
      database,
      Effect.gen(function* () {
        const crawls = yield* Crawls
        const crawl = yield* crawls.latestRunning("https://a.example/")
        yield* TestClock.adjust(LEASE.leaseMs)
        const leased = yield* leaseAll("w2")
        yield* crawls.end("c1", "done", null)
        return {
          crawl: Option.map(crawl, (record) => [record.id, record.options, record.hostConcurrency]),
          leased: leased.map((page) => page.url),
          after: Option.map(yield* crawls.latestRunning("https://a.example/"), (record) => record.id),
          ended: Option.map(yield* crawls.get("c1"), (record) => record.state),
        }
      }),
    )
    expect(resumed.crawl).toEqual(Option.some(["c1", { maxPages: 10 }, 2]))
    expect(resumed.leased).toEqual(["https://a.example/b"])
    expect(resumed.after).toEqual(Option.none())
    expect(resumed.ended).toEqual(Option.some("done"))
  })
})

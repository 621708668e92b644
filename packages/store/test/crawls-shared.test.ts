import { failedCrawledPage } from "@svc/core"
import { Context, Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { Crawls, type FinishedCrawlPage, type LeasedCrawlPage } from "../src"
import { freshDatabase, storeLayer } from "./support/store"

const HOST = "a.example"
const URLS = Array.from({ length: 12 }, (_, index) => `https://${HOST}/${index}`)

/** Two stores on one PostgreSQL database, as two processes would open them: each its own pool of connections. */
const twoStores = <A>(use: (first: Crawls, second: Crawls) => Effect.Effect<A, unknown>) =>
  Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        const url = freshDatabase("pg")
        const first = Context.get(yield* Layer.build(storeLayer(url)), Crawls)
        const second = Context.get(yield* Layer.build(storeLayer(url)), Crawls)
        return yield* use(first, second)
      }),
    ),
  )

/** How a leased page ends in these tests: its fetch timed out. */
const timedOut = (page: LeasedCrawlPage): FinishedCrawlPage => ({
  status: "failed",
  page: failedCrawledPage({ url: page.url, depth: 1, inSitemap: false, status: null, failure: "timeout" }),
  code: "timeout",
  message: "slow",
})

describe("a crawl shared by two processes on PostgreSQL", () => {
  it("never leases more of a host's URLs at once than its slots, however many leases race", async () => {
    const rounds = await twoStores((first, second) =>
      Effect.gen(function* () {
        yield* first.start({ id: "c1", startUrl: `https://${HOST}/`, options: {}, hostConcurrency: 2 })
        yield* second.enqueue(
          "c1",
          URLS.map((url) => ({ url, host: HOST, depth: 1, inSitemap: false, status: "queued" as const })),
        )
        const rounds: Array<number> = []
        const seen = new Set<string>()
        for (let round = 0; round < 3; round++) {
          // Twenty leases at once, half through each store.
          const attempts = Array.from({ length: 20 }, (_, index) =>
            (index % 2 === 0 ? first : second)
              .lease("c1", { owner: `w${index}`, leaseMs: 60_000, maxPages: 100 })
              .pipe(
                Effect.map((leased) => ({
                  leased,
                  owner: `w${index}`,
                  store: index % 2 === 0 ? first : second,
                })),
              ),
          )
          const results = yield* Effect.all(attempts, { concurrency: "unbounded" })
          const taken = results.flatMap(({ leased, owner, store }) =>
            leased._tag === "Some" ? [{ page: leased.value as LeasedCrawlPage, owner, store }] : [],
          )
          rounds.push(taken.length)
          for (const { page, owner, store } of taken) {
            expect(seen.has(page.url)).toBe(false)
            seen.add(page.url)
            yield* store.finish(page, owner, timedOut(page))
          }
        }
        return rounds
      }),
    )
    expect(rounds).toEqual([2, 2, 2])
  })

  it("never leases past the crawl's page bound, however many leases of two processes race", async () => {
    const taken = await twoStores((first, second) =>
      Effect.gen(function* () {
        const taken: Array<number> = []
        for (let round = 0; round < 4; round++) {
          const crawlId = `bound-${round}`
          yield* first.start({
            id: crawlId,
            startUrl: "https://h0.example/",
            options: {},
            hostConcurrency: 2,
          })
          // One URL on each of 20 hosts: the hosts' slots never stand in the way, only the bound does.
          yield* first.enqueue(
            crawlId,
            Array.from({ length: 20 }, (_, index) => ({
              url: `https://h${index}.example/`,
              host: `https://h${index}.example`,
              depth: 1,
              inSitemap: false,
              status: "queued" as const,
            })),
          )
          const results = yield* Effect.all(
            Array.from({ length: 20 }, (_, index) =>
              (index % 2 === 0 ? first : second).lease(crawlId, {
                owner: `w${index}`,
                leaseMs: 60_000,
                maxPages: 5,
              }),
            ),
            { concurrency: "unbounded" },
          )
          taken.push(results.filter((leased) => leased._tag === "Some").length)
        }
        return taken
      }),
    )
    expect(taken).toEqual([5, 5, 5, 5])
  })

  it("hands each process its own start time for a host, spaced by the host's delay", async () => {
    const times = await twoStores((first, second) =>
      Effect.gen(function* () {
        yield* first.start({ id: "c1", startUrl: `https://${HOST}/`, options: {}, hostConcurrency: 2 })
        yield* first.enqueue("c1", [
          { url: URLS[0] ?? "", host: HOST, depth: 0, inSitemap: false, status: "queued" },
        ])
        yield* second.setHostDelay("c1", HOST, 60_000)
        return yield* Effect.all(
          Array.from({ length: 10 }, (_, index) =>
            (index % 2 === 0 ? first : second).takeStartTime("c1", HOST),
          ),
          { concurrency: "unbounded" },
        )
      }),
    )
    const sorted = [...times].sort((left, right) => left - right)
    const gaps = sorted.slice(1).map((time, index) => time - (sorted[index] ?? 0))
    expect(new Set(times).size).toBe(10)
    expect(gaps.every((gap) => gap >= 60_000)).toBe(true)
  })

  it("ends pages that link to each other on two processes at once, each in one transaction: every page and link stored", async () => {
    const { stored, frontier } = await twoStores((first, second) =>
      Effect.gen(function* () {
        yield* first.start({ id: "c1", startUrl: `https://${HOST}/`, options: {}, hostConcurrency: 12 })
        yield* first.enqueue(
          "c1",
          URLS.map((url) => ({ url, host: HOST, depth: 1, inSitemap: false, status: "queued" as const })),
        )
        const leased = yield* Effect.all(
          URLS.map((_, index) =>
            (index % 2 === 0 ? first : second).lease("c1", {
              owner: `w${index}`,
              leaseMs: 60_000,
              maxPages: 100,
            }),
          ),
        )
        // Every page links to every other and to a page found by all: each end meets the rows the others write.
        const links = [...URLS, `https://${HOST}/shared`].map((url) => ({
          url,
          host: HOST,
          depth: 0,
          inSitemap: true,
          status: "queued" as const,
        }))
        const stored = yield* Effect.all(
          leased.map((each, index) => {
            if (each._tag === "None") return Effect.succeed(false)
            const page = each.value
            return (index % 2 === 0 ? first : second).finish(page, `w${index}`, timedOut(page), {
              entries: [...links, { ...links[0], url: `${page.url}/own` } as (typeof links)[0]],
            })
          }),
          { concurrency: "unbounded" },
        )
        const frontier = yield* second.frontierRows("c1", [
          ...URLS,
          `https://${HOST}/shared`,
          ...URLS.map((url) => `${url}/own`),
        ])
        return { stored, frontier }
      }),
    )
    expect(stored).toEqual(URLS.map(() => true))
    const statuses = new Map(frontier.map((row) => [row.url, row.status]))
    expect(URLS.map((url) => statuses.get(url))).toEqual(URLS.map(() => "failed"))
    expect(statuses.get(`https://${HOST}/shared`)).toBe("queued")
    expect(URLS.map((url) => statuses.get(`${url}/own`))).toEqual(URLS.map(() => "queued"))
  })
})

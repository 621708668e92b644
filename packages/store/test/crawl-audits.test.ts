import { Effect, Either, Option } from "effect"
import { describe, expect, it } from "vitest"
import { Audits, Crawls, Keys, Usage } from "../src"
import { crawled } from "./support/crawled"
import { DIALECTS } from "./support/databases"
import { crawlAudit, freshDatabase, page, resultFor, runStore, START } from "./support/store"

const ORIGIN = "https://bakery.example.com"

const entry = (url: string) => ({ url, host: ORIGIN, depth: 1, inSitemap: false, status: "queued" as const })

describe.each(DIALECTS)("the crawl of an API audit on %s", (dialect) => {
  it("takes its budget from the key's pages per site, appends each finished page once, and is complete once judged", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const crawls = yield* Crawls
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 4, fullAuditCost: 1 })
        yield* audits.start({ keyId: key.id, query: undefined, locale: "en", pages: [page(`${ORIGIN}/old`)] })
        const started = yield* audits.start(crawlAudit(key.id, "c1", ORIGIN))
        const queued = yield* audits.get(key.id, started.id)
        yield* crawls.enqueue("c1", [entry(`${ORIGIN}/`), entry(`${ORIGIN}/gone`)])
        const home = yield* crawls.lease("c1", { owner: "w1", leaseMs: 60_000, maxPages: 3 })
        const gone = yield* crawls.lease("c1", { owner: "w1", leaseMs: 60_000, maxPages: 3 })
        if (Option.isNone(home) || Option.isNone(gone)) throw new Error("expected two leases")
        yield* crawls.finish(home.value, "w1", {
          status: "done",
          page: crawled(home.value.url),
          result: resultFor(home.value.url),
        })
        const lost = yield* crawls.finish(home.value, "w2", {
          status: "done",
          page: crawled(home.value.url),
          result: resultFor(home.value.url),
        })
        yield* crawls.finish(gone.value, "w1", {
          status: "failed",
          page: { ...crawled(gone.value.url), status: null, failure: "timeout" },
          code: "timeout",
          message: "slow",
        })
        const running = yield* audits.get(key.id, started.id)
        const early = yield* crawls.recordJudgement("c1", { site: "early" })
        yield* crawls.end("c1", "done", null)
        const unitsOf = Effect.map(
          (yield* Usage).keyUsage(START),
          (usage) => usage.get(key.id)?.unitsThisHour,
        )
        const unitsBefore = yield* unitsOf
        const first = yield* crawls.recordJudgement("c1", { site: "judged" })
        const second = yield* crawls.recordJudgement("c1", { site: "again" })
        const unitsAfter = yield* unitsOf
        const complete = yield* audits.get(key.id, started.id)
        const record = yield* crawls.get("c1")
        return {
          started,
          queued,
          lost,
          running,
          early,
          first,
          second,
          complete,
          record,
          units: [unitsBefore, unitsAfter],
        }
      }),
    )
    // 4 a day, one other page audited: 3 for the crawl (its start page among them), charged 1 each.
    expect(outcome.started).toMatchObject({ pages: 1, pageBudget: 3, charged: 3 })
    expect(Option.map(outcome.record, (record) => record.options)).toEqual(
      Option.some({ maxPages: 3, locale: "en" }),
    )
    expect(outcome.queued).toMatchObject({
      _tag: "Some",
      value: { status: "queued", pages: [], crawl: { state: "running", pageBudget: 3, judged: false } },
    })
    expect(outcome.lost).toBe(false)
    expect(outcome.running).toMatchObject({
      _tag: "Some",
      value: {
        status: "running",
        pages: [
          {
            index: 0,
            url: `${ORIGIN}/`,
            status: "done",
            query: { primary: "sourdough bread", source: "input" },
          },
          { index: 1, url: `${ORIGIN}/gone`, status: "failed", error: { code: "timeout", error: "slow" } },
        ],
      },
    })
    expect(outcome.early).toBe(false)
    expect([outcome.first, outcome.second]).toEqual([true, false])
    // The other audit's page and the crawl's budget of 3; judged with 2 pages, the third's unit is given back, once.
    expect(outcome.units).toEqual([4, 3])
    expect(outcome.complete).toMatchObject({
      _tag: "Some",
      value: {
        status: "complete",
        crawl: { state: "done", judged: true, judgementJson: '{"site":"judged"}' },
      },
    })
  })

  it("lists a redirect the crawl stopped at in the audit's pages once judged, with the answer of where it leads", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const crawls = yield* Crawls
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 10, fullAuditCost: 1 })
        const started = yield* audits.start(crawlAudit(key.id, "c1", ORIGIN, 10))
        const paths = ["/", "/old", "/loop-a", "/loop-b", "/to-unfetched"]
        yield* crawls.enqueue(
          "c1",
          paths.map((path) => entry(`${ORIGIN}${path}`)),
        )
        const stoppedAt = (url: string, target: string) => ({
          ...crawled(url),
          status: null,
          redirects: [{ url, status: 301 }],
          finalUrl: target,
          answeredApart: true,
        })
        const targets: Record<string, string> = {
          "/old": `${ORIGIN}/`,
          "/loop-a": `${ORIGIN}/loop-b`,
          "/loop-b": `${ORIGIN}/loop-a`,
          "/to-unfetched": `${ORIGIN}/never`,
        }
        for (let count = 0; count < paths.length; count++) {
          const leased = yield* crawls.lease("c1", { owner: "w1", leaseMs: 60_000, maxPages: 10 })
          if (Option.isNone(leased)) throw new Error("expected a lease")
          const { url } = leased.value
          const target = targets[new URL(url).pathname]
          yield* crawls.finish(
            leased.value,
            "w1",
            target === undefined
              ? { status: "done", page: crawled(url), result: resultFor(url) }
              : { status: "done", page: stoppedAt(url, target), result: null },
          )
        }
        const running = yield* audits.get(key.id, started.id)
        yield* crawls.end("c1", "done", null)
        const added = yield* crawls.appendRedirectsAnsweredApart("c1")
        const again = yield* crawls.appendRedirectsAnsweredApart("c1")
        const judged = yield* audits.get(key.id, started.id)
        return { running, added, again, judged }
      }),
    )
    const pagesOf = (audit: typeof outcome.running) =>
      Option.getOrThrow(audit).pages.map((page) => [
        page.url.slice(ORIGIN.length),
        page.status,
        page.status === "done"
          ? (JSON.parse(page.resultJson ?? "{}") as { url?: string }).url?.slice(ORIGIN.length)
          : page.error?.code,
      ])
    expect(pagesOf(outcome.running)).toEqual([["/", "done", "/"]])
    expect([outcome.added, outcome.again]).toEqual([3, 0])
    // /old reads as its target's audit; the loop fails as the fetcher ends one; /to-unfetched has no answer.
    expect(pagesOf(outcome.judged).sort()).toEqual(
      [
        ["/", "done", "/"],
        ["/loop-a", "failed", "unreachable"],
        ["/loop-b", "failed", "unreachable"],
        ["/old", "done", "/"],
      ].sort(),
    )
  })

  it("holds a running crawl's unfinished budget against the site's pages today: no start beyond it", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 3, fullAuditCost: 1 })
        const crawl = yield* audits.start(crawlAudit(key.id, "c1", ORIGIN, 2))
        const beside = yield* Effect.either(
          audits.start({ keyId: key.id, query: undefined, locale: "en", pages: [page(`${ORIGIN}/a`)] }),
        )
        const beyond = yield* Effect.either(
          audits.start({ keyId: key.id, query: undefined, locale: "en", pages: [page(`${ORIGIN}/b`)] }),
        )
        return {
          crawl,
          beside: Either.isRight(beside),
          beyond: Either.isLeft(beyond) ? beyond.left._tag : "started",
        }
      }),
    )
    expect(outcome.crawl).toMatchObject({ pages: 1, pageBudget: 2 })
    expect(outcome.beside).toBe(true)
    expect(outcome.beyond).toBe("DomainLimit")
  })
})

describe("a crawl from a page the key audited today", () => {
  it("gets the start page alone when the site's other pages fill the day", async () => {
    const outcome = await runStore(
      freshDatabase("sqlite"),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const crawls = yield* Crawls
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 3, fullAuditCost: 1 })
        yield* audits.start({ keyId: key.id, query: undefined, locale: "en", pages: [page(`${ORIGIN}/a`)] })
        yield* audits.start(crawlAudit(key.id, "c1", ORIGIN, 10))
        yield* crawls.enqueue("c1", [entry(`${ORIGIN}/`), entry(`${ORIGIN}/b`)])
        for (;;) {
          const leased = yield* crawls.lease("c1", { owner: "w1", leaseMs: 60_000, maxPages: 2 })
          if (Option.isNone(leased)) break
          yield* crawls.finish(leased.value, "w1", {
            status: "done",
            page: crawled(leased.value.url),
            result: resultFor(leased.value.url),
          })
        }
        yield* crawls.end("c1", "stopped", "maxPages")
        yield* crawls.recordJudgement("c1", {})
        return yield* Effect.either(audits.start(crawlAudit(key.id, "c2", ORIGIN, 10)))
      }),
    )
    expect(Either.isRight(outcome) ? outcome.right.pageBudget : outcome.left).toBe(1)
  })
})

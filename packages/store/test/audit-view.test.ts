import { type PageEntry, type Site, StatusRecord } from "@svc/contract"
import { Effect, Option, Schema, TestClock, Tracer } from "effect"
import { describe, expect, it } from "vitest"
import { Audits, type AuditView, Keys, PageQueue, statusRecordOf, storedEntryOf } from "../src"
import { DIALECTS } from "./support/databases"
import { freshDatabase, newAudit, resultFor, runStore, START } from "./support/store"

const siteOf = (pages: ReadonlyArray<PageEntry>): Site | undefined => {
  const done = pages.filter((page) => page.status === "done").length
  return done === 0
    ? undefined
    : { addresses: done, uniquePages: done, meanScore: 66, score: 66, cappedBy: null, issues: [] }
}

/** The SQL text of every statement `program` runs, its forked fibers' too, with its result. */
const countingStatements = <A, E, R>(program: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const native = yield* Effect.tracer
    const spans: Array<Tracer.Span> = []
    const counting = Tracer.make({
      ...native,
      span: (...args) => {
        const span = native.span(...args)
        if (args[0] === "sql.execute") spans.push(span)
        return span
      },
    })
    const result = yield* Effect.withTracer(program, counting)
    const statements = spans.map((span) => String(span.attributes.get("db.query.text") ?? ""))
    return { statements, result }
  })

const recordOf = (view: AuditView) => Effect.runPromise(statusRecordOf(view, storedEntryOf, siteOf))

describe.each(DIALECTS)("reading an audit back on %s", (dialect) => {
  it("answers only the key that created it; another key and an unknown id get nothing alike", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const { record: owner } = yield* keys.create({ label: "owner" })
        const { record: other } = yield* keys.create({ label: "other" })
        const { id } = yield* audits.start(newAudit(owner.id, ["https://example.com/"]))
        return {
          owner: yield* audits.get(owner.id, id),
          other: yield* audits.get(other.id, id),
          unknown: yield* audits.get(owner.id, "00000000-0000-4000-8000-000000000000"),
          junk: yield* audits.get(owner.id, "'; DROP TABLE audits; --"),
        }
      }),
    )
    expect(Option.isSome(outcome.owner)).toBe(true)
    expect(outcome.other).toEqual(Option.none())
    expect(outcome.unknown).toEqual(Option.none())
    expect(outcome.junk).toEqual(Option.none())
  })

  it("places a waiting audit behind the audits and pages ahead of it, with an estimate from recent durations", async () => {
    const outcome = await runStore(
      { url: freshDatabase(dialect), workers: 2 },
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const queue = yield* PageQueue
        const { record: a } = yield* keys.create({ label: "a", pagesPerSite: 50 })
        const { record: b } = yield* keys.create({ label: "b", pagesPerSite: 50 })
        // Two pages finish in 60 s and 120 s: the mean is 90 s.
        yield* audits.start(newAudit(a.id, ["https://warmup.example/1", "https://warmup.example/2"]))
        const one = Option.getOrThrow(yield* queue.lease("w", 600_000))
        yield* TestClock.adjust("60 seconds")
        yield* queue.complete("w", one, resultFor(one.url))
        const two = Option.getOrThrow(yield* queue.lease("w", 600_000))
        yield* TestClock.adjust("120 seconds")
        yield* queue.complete("w", two, resultFor(two.url))
        // Audits ahead: 3 pages of a, then 2 of b; then ours.
        yield* audits.start(
          newAudit(a.id, ["https://a.example/1", "https://a.example/2", "https://a.example/3"]),
        )
        yield* audits.start(newAudit(b.id, ["https://b.example/1", "https://b.example/2"]))
        const ours = yield* audits.start(newAudit(b.id, ["https://c.example/1", "https://c.example/2"]))
        const waiting = Option.getOrThrow(yield* audits.get(b.id, ours.id))
        for (let page = 0; page < 5; page++) {
          const next = Option.getOrThrow(yield* queue.lease("w", 600_000))
          yield* queue.complete("w", next, resultFor(next.url))
        }
        const first = Option.getOrThrow(yield* queue.lease("w", 600_000))
        const running = Option.getOrThrow(yield* audits.get(b.id, ours.id))
        yield* queue.complete("w", first, resultFor(first.url))
        const second = Option.getOrThrow(yield* queue.lease("w", 600_000))
        yield* queue.fail("w", second, { code: "unreachable", error: "The host no longer answers." })
        const complete = Option.getOrThrow(yield* audits.get(b.id, ours.id))
        return { waiting, running, complete }
      }),
    )
    // 5 pages ahead + 2 of ours, at 90 s, shared by 2 workers: 315 s.
    expect(outcome.waiting.status).toBe("queued")
    expect(outcome.waiting.queue).toEqual({ position: 3, pagesAhead: 5, etaSeconds: 315, samples: 2 })
    expect(outcome.running.status).toBe("running")
    expect(outcome.running.queue.position).toBe(0)
    expect(outcome.running.queue.pagesAhead).toBe(0)
    expect(outcome.complete.status).toBe("complete")
    expect(outcome.complete.queue).toMatchObject({ position: 0, pagesAhead: 0, etaSeconds: 0 })
    expect(outcome.complete.createdAt).toBe(START + 180_000)
  })

  it("counts a page this process completed in the estimate at once, though durations are kept a second", async () => {
    const samples = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const queue = yield* PageQueue
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 50 })
        const audit = yield* audits.start(newAudit(key.id, ["https://a.example/1", "https://a.example/2"]))
        const sampled = Effect.map(
          audits.get(key.id, audit.id),
          (view) => Option.getOrThrow(view).queue.samples,
        )
        const before = yield* sampled
        const page = Option.getOrThrow(yield* queue.lease("w", 600_000))
        yield* TestClock.adjust("10 seconds")
        yield* queue.complete("w", page, resultFor(page.url))
        // The same instant: the kept durations must not hide the page just completed.
        return [before, yield* sampled]
      }),
    )
    expect(samples).toEqual([0, 1])
  })

  it("makes status records that the contract accepts while queued, running and complete", async () => {
    const views = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const queue = yield* PageQueue
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 3 })
        const { id } = yield* audits.start(
          newAudit(key.id, ["https://example.com/a", "https://example.com/b"]),
        )
        const view = () => Effect.map(audits.get(key.id, id), Option.getOrThrow)
        const queued = yield* view()
        const first = Option.getOrThrow(yield* queue.lease("w", 60_000))
        const running = yield* view()
        yield* queue.complete("w", first, resultFor(first.url))
        const oneDone = yield* view()
        const second = Option.getOrThrow(yield* queue.lease("w", 60_000))
        yield* queue.fail("w", second, { code: "too_large", error: "The page is larger than 5 MB." })
        const complete = yield* view()
        return { queued, running, oneDone, complete }
      }),
    )
    const records = {
      queued: await recordOf(views.queued),
      running: await recordOf(views.running),
      oneDone: await recordOf(views.oneDone),
      complete: await recordOf(views.complete),
    }
    for (const record of Object.values(records)) expect(Schema.is(StatusRecord)(record)).toBe(true)
    expect(records.queued).toMatchObject({ status: "queued", createdAt: "2026-11-22T10:00:00.000Z" })
    expect(records.queued.site).toBeUndefined()
    expect(records.running.pages.map((page) => page.status)).toEqual(["running", "queued"])
    expect(records.oneDone.site).toMatchObject({ addresses: 1 })
    expect(records.complete.pages[1]).toEqual({
      url: "https://example.com/b",
      status: "failed",
      error: { code: "too_large", error: "The page is larger than 5 MB." },
    })
    expect(records.complete.pages[0]).toMatchObject({
      status: "done",
      result: { url: "https://example.com/a" },
    })
  })

  it("reads the first polls of many audits that arrive together in a few statements, each audit as it is", async () => {
    const auditCount = 40
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const queue = yield* PageQueue
        const { record: other } = yield* keys.create({ label: "other" })
        const owned = yield* Effect.forEach(
          Array.from({ length: auditCount }, (_, index) => index),
          (index) =>
            Effect.gen(function* () {
              const { record: key } = yield* keys.create({ label: `k${index}`, pagesPerSite: 50 })
              const { id } = yield* audits.start(
                newAudit(key.id, [`https://s${index}.example/1`, `https://s${index}.example/2`]),
              )
              return { keyId: key.id, id }
            }),
        )
        // The first audit's first page runs: it is running, the others wait behind its second page.
        yield* queue.lease("w", 600_000)
        const { statements, result } = yield* countingStatements(
          Effect.all(
            [
              ...owned.map(({ keyId, id }) => audits.get(keyId, id)),
              audits.get(other.id, owned[5]?.id ?? ""),
              audits.get(other.id, "00000000-0000-4000-8000-000000000000"),
            ],
            { concurrency: "unbounded" },
          ),
        )
        return { statements, views: result }
      }),
    )
    const views = outcome.views.slice(0, auditCount).map(Option.getOrThrow)
    expect(views.map((view) => view.pages.map((page) => page.url))).toEqual(
      views.map((_, index) => [`https://s${index}.example/1`, `https://s${index}.example/2`]),
    )
    expect(views[0]?.status).toBe("running")
    expect(views[0]?.queue).toMatchObject({ position: 0, pagesAhead: 0 })
    // Audit k waits behind the first audit's second page and the two pages of each audit between.
    expect(views.slice(1).map((view) => [view.status, view.queue.position, view.queue.pagesAhead])).toEqual(
      views.slice(1).map((_, index) => ["queued", index + 2, 1 + 2 * index]),
    )
    expect(outcome.views.slice(auditCount)).toEqual([Option.none(), Option.none()])
    // PostgreSQL (a pool of connections shared with every other read): one statement for the first
    // audit, one for all that arrived while it was on its way. SQLite reads its own file, one each.
    const auditReads = outcome.statements.filter((text) => /FROM audits/i.test(text)).length
    expect(auditReads).toBeGreaterThan(0)
    expect(auditReads).toBeLessThanOrEqual(dialect === "pg" ? 2 : auditCount + 2)
  })
})

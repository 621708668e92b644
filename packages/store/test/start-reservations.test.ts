import { SqlClient } from "@effect/sql"
import { Clock, Effect, Either, Fiber, Option, TestClock } from "effect"
import { describe, expect, it } from "vitest"
import { Audits, Keys, Maintenance } from "../src"
import { DIALECTS } from "./support/databases"
import { freshDatabase, newAudit, runStore, runStoreWithSql } from "./support/store"

const PROBE_DEADLINE_MS = 10_000

/** The refusal, or what was reserved. */
const outcomeOf = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.either(effect), (result): A | E => (Either.isLeft(result) ? result.left : result.right))

const urlsOf = (count: number, prefix = "https://example.com/") =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}`)

describe.each(DIALECTS)("start reservations on %s", (dialect) => {
  it("hold queue slots, quota units and site pages: a second call is judged beside the first", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const reserve = (keyId: string, urls: ReadonlyArray<string>) =>
          outcomeOf(audits.reserve(keyId, urls, PROBE_DEADLINE_MS))
        const { record: queue } = yield* keys.create({
          label: "queue",
          pagesPerSite: 50,
          auditsPerHour: 1000,
        })
        const { record: quota } = yield* keys.create({
          label: "quota",
          pagesPerSite: 50,
          auditsPerHour: 10,
        })
        const { record: site } = yield* keys.create({ label: "site" })
        return {
          queue: [
            yield* reserve(queue.id, urlsOf(9)),
            yield* reserve(queue.id, urlsOf(2, "https://b.example/")),
          ],
          quota: [
            yield* reserve(quota.id, urlsOf(1)),
            yield* reserve(quota.id, urlsOf(2, "https://b.example/")),
          ],
          site: [
            yield* reserve(site.id, ["https://bakery.example.com/rye"]),
            yield* reserve(site.id, ["https://bakery.example.com/spelt"]),
          ],
        }
      }),
    )
    expect(outcome.queue).toMatchObject([{ probesAtOnce: 9 }, { _tag: "QueueFull" }])
    expect(outcome.quota).toMatchObject([{ probesAtOnce: 1 }, { _tag: "RateLimited", retryAfter: 3600 }])
    expect(outcome.site).toMatchObject([
      { probesAtOnce: 1 },
      { _tag: "DomainLimit", availableUrl: "https://bakery.example.com/rye", pagesPerSite: 1 },
    ])
  })

  it("let two start calls of a key run at once; a third waits for the oldest's fetch deadline", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 50 })
        const { record: other } = yield* keys.create({ label: "other", pagesPerSite: 50 })
        const first = yield* audits.reserve(key.id, urlsOf(1, "https://a.example/"), PROBE_DEADLINE_MS)
        yield* TestClock.adjust("3 seconds")
        yield* audits.reserve(key.id, urlsOf(1, "https://b.example/"), PROBE_DEADLINE_MS)
        const third = yield* outcomeOf(
          audits.reserve(key.id, urlsOf(1, "https://c.example/"), PROBE_DEADLINE_MS),
        )
        const otherKey = yield* outcomeOf(audits.reserve(other.id, urlsOf(1), PROBE_DEADLINE_MS))
        yield* audits.release(first, 0)
        const afterRelease = yield* outcomeOf(
          audits.reserve(key.id, urlsOf(1, "https://c.example/"), PROBE_DEADLINE_MS),
        )
        return { third, otherKey, afterRelease }
      }),
    )
    expect(outcome.third).toMatchObject({ _tag: "RateLimited", retryAfter: 7 })
    expect(outcome.otherKey).toMatchObject({ probesAtOnce: 1 })
    expect(outcome.afterRelease).toMatchObject({ probesAtOnce: 1 })
  })

  it("let a third call wait up to its slot wait: it takes the slot a call gives back, or is refused when none is", async () => {
    const pause = (ms: number) => Effect.promise(() => new Promise((resolve) => setTimeout(resolve, ms)))
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 50 })
        const reserve = (site: string, waitMs: number) =>
          audits.reserve(key.id, urlsOf(1, `https://${site}.example/`), PROBE_DEADLINE_MS, waitMs)
        const first = yield* reserve("a", 0)
        yield* reserve("b", 0)
        const waiting = yield* Effect.fork(outcomeOf(reserve("c", 10_000)))
        yield* pause(300)
        const stillWaiting = Option.isNone(yield* Fiber.poll(waiting))
        yield* audits.release(first, 0)
        const tookTheSlot = yield* Fiber.join(waiting)
        const since = Date.now()
        const refusal = yield* outcomeOf(reserve("d", 1_000))
        return { stillWaiting, tookTheSlot, refusal, waitedMs: Date.now() - since }
      }).pipe(Effect.withClock(Clock.make())),
    )
    expect(outcome.stillWaiting).toBe(true)
    expect(outcome.tookTheSlot).toMatchObject({ probesAtOnce: 1 })
    expect(outcome.refusal).toMatchObject({ _tag: "RateLimited" })
    expect(outcome.waitedMs).toBeGreaterThanOrEqual(1_000)
  })

  it("become the audit: the start takes the reservation's place instead of counting beside it", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 50, auditsPerHour: 50 })
        const urls = urlsOf(10)
        const reservation = yield* audits.reserve(key.id, urls, PROBE_DEADLINE_MS)
        const started = yield* audits.start({ ...newAudit(key.id, urls), reservation })
        // Releasing after the commit gives nothing back and charges nothing.
        yield* audits.release(reservation, 0)
        const more = yield* outcomeOf(
          audits.reserve(key.id, urlsOf(1, "https://b.example/"), PROBE_DEADLINE_MS),
        )
        return { started, more }
      }),
    )
    expect(outcome.started).toMatchObject({ pages: 10, charged: 50 })
    expect(outcome.more).toMatchObject({ _tag: "QueueFull" })
  })

  it("lapse when their process died: a reservation no one released counts until its rounds of fetches and a minute are over", async () => {
    const outcome = await runStoreWithSql(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const maintenance = yield* Maintenance
        const sql = yield* SqlClient.SqlClient
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 50 })
        yield* audits.reserve(key.id, urlsOf(10), PROBE_DEADLINE_MS)
        yield* TestClock.adjust("69 seconds")
        const held = yield* outcomeOf(
          audits.reserve(key.id, urlsOf(1, "https://b.example/"), PROBE_DEADLINE_MS),
        )
        yield* TestClock.adjust("1 second")
        const lapsed = yield* outcomeOf(
          audits.reserve(key.id, urlsOf(1, "https://b.example/"), PROBE_DEADLINE_MS),
        )
        yield* TestClock.adjust("71 seconds")
        const purged = yield* maintenance.purge
        const left = yield* sql<{ n: number }>`SELECT count(*) AS n FROM start_reservation_pages`
        return { held, lapsed, purged: purged.startReservations, left: left[0]?.n }
      }),
    )
    expect(outcome.held).toMatchObject({ _tag: "QueueFull" })
    expect(outcome.lapsed).toMatchObject({ probesAtOnce: 1 })
    expect(outcome).toMatchObject({ purged: 1, left: 0 })
  })

  it("hold units of the unreachable limit: 10 an hour, as many as are left, kept only for targets that did not answer", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 50, auditsPerHour: 1000 })
        const reserve = (urls: ReadonlyArray<string>) => audits.reserve(key.id, urls, PROBE_DEADLINE_MS)
        const first = yield* reserve(urlsOf(5))
        yield* audits.release(first, 5)
        const answered = yield* reserve(urlsOf(5, "https://a.example/"))
        const beside = yield* outcomeOf(reserve(urlsOf(1, "https://b.example/")))
        yield* audits.release(answered, 0)
        for (let index = 0; index < 4; index++) {
          yield* TestClock.adjust("1 minute")
          yield* audits.release(yield* reserve(urlsOf(1, `https://${index}.example/`)), 1)
        }
        yield* TestClock.adjust("1 minute")
        const lastUnit = yield* reserve(urlsOf(10, "https://c.example/"))
        yield* audits.release(lastUnit, 1)
        const none = yield* outcomeOf(reserve(urlsOf(1, "https://d.example/")))
        return {
          first: first.probesAtOnce,
          answered: answered.probesAtOnce,
          beside,
          lastUnit: lastUnit.probesAtOnce,
          none,
        }
      }),
    )
    expect(outcome).toMatchObject({ first: 5, answered: 5, lastUnit: 1 })
    expect(outcome.beside).toMatchObject({ _tag: "RateLimited", retryAfter: 3600 })
    expect(outcome.none).toMatchObject({ _tag: "RateLimited", retryAfter: 3600 - 5 * 60 })
  })
})

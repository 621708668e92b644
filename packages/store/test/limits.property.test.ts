import { SqlClient } from "@effect/sql"
import { fc, test } from "@fast-check/vitest"
import { Effect, Either, Layer, TestClock, TestContext } from "effect"
import { describe, expect } from "vitest"
import { Audits, Keys, MAX_PAGES_IN_PROGRESS, storeOverClient } from "../src"
import { drainQueue } from "./support/queue"
import { freshDatabase, newAudit, START, sqlLayer } from "./support/store"

const HOUR = 3_600_000

const step = fc.oneof(
  fc.record({
    kind: fc.constant("start" as const),
    key: fc.integer({ min: 0, max: 1 }),
    urls: fc.uniqueArray(
      fc
        .tuple(
          fc.constantFrom("a.example", "www.a.example", "b.example.co.uk", "c.example"),
          fc.integer({ min: 0, max: 3 }),
        )
        .map(([host, page]) => `https://${host}/${page}`),
      { minLength: 1, maxLength: 4 },
    ),
  }),
  fc.record({ kind: fc.constant("wait" as const), ms: fc.integer({ min: 0, max: 5 * HOUR }) }),
  fc.record({ kind: fc.constant("drain" as const) }),
)

const keySettings = fc.record({
  pagesPerSite: fc.integer({ min: 1, max: 3 }),
  auditsPerHour: fc.integer({ min: 5, max: 40 }),
  fullAuditCost: fc.integer({ min: 1, max: 5 }),
})

interface Charge {
  readonly keyId: string
  readonly at: number
  readonly units: number
}

// Each run opens a store of its own: fewer runs on PostgreSQL, whose stores take longer to open.
describe.each([
  ["sqlite", 25],
  ["pg", 8],
] as const)("the start call's limits, over random sequences of calls, on %s", (dialect, numRuns) => {
  test.prop([fc.tuple(keySettings, keySettings), fc.array(step, { maxLength: 30 })], { numRuns })(
    "never let a key exceed its quota in any hour, its site pages in a day, or 10 pages in progress",
    async ([firstSettings, secondSettings], steps) => {
      const outcome = await Effect.runPromise(
        Effect.gen(function* () {
          yield* TestClock.setTime(START)
          const sql = yield* SqlClient.SqlClient
          const keys = yield* Keys
          const audits = yield* Audits
          const issued = [
            (yield* keys.create({ label: "first", ...firstSettings })).record,
            (yield* keys.create({ label: "second", ...secondSettings })).record,
          ]
          let started = 0
          let inProgressMax = 0
          for (const current of steps) {
            if (current.kind === "wait") yield* TestClock.adjust(current.ms)
            if (current.kind === "drain") yield* drainQueue()
            if (current.kind === "start") {
              const key = issued[current.key]
              if (key === undefined) continue
              const result = yield* Effect.either(audits.start(newAudit(key.id, current.urls)))
              if (Either.isRight(result)) started += 1
              else expect(["QueueFull", "DomainLimit", "RateLimited"]).toContain(result.left._tag)
              const [row] = yield* sql<{
                n: number
              }>`SELECT count(*) AS n FROM pages JOIN audits ON audits.seq = pages.audit_seq
                WHERE audits.key_id = ${key.id} AND pages.status IN ('queued', 'running')`
              inProgressMax = Math.max(inProgressMax, row?.n ?? 0)
            }
          }
          const charges = yield* sql<Charge>`SELECT key_id, created_at AS at, charged AS units FROM audits`
          const sitePages = yield* sql<{ keyId: string; day: string; site: string; pages: number }>`
            SELECT key_id, day, site, count(*) AS pages FROM site_pages GROUP BY key_id, day, site`
          return { keys: issued, started, inProgressMax, charges, sitePages }
        }).pipe(
          Effect.provide(storeOverClient().pipe(Layer.provideMerge(sqlLayer(freshDatabase(dialect))))),
          Effect.provide(TestContext.TestContext),
        ),
      )
      const limitsOf = new Map(outcome.keys.map((key) => [key.id, key.limits]))
      expect(outcome.charges).toHaveLength(outcome.started)
      expect(outcome.inProgressMax).toBeLessThanOrEqual(MAX_PAGES_IN_PROGRESS)
      for (const charge of outcome.charges) {
        const inHour = outcome.charges
          .filter(
            (other) => other.keyId === charge.keyId && other.at > charge.at - HOUR && other.at <= charge.at,
          )
          .reduce((sum, other) => sum + other.units, 0)
        expect(inHour).toBeLessThanOrEqual(limitsOf.get(charge.keyId)?.auditsPerHour ?? 0)
      }
      for (const site of outcome.sitePages) {
        expect(site.pages).toBeLessThanOrEqual(limitsOf.get(site.keyId)?.pagesPerSite ?? 0)
      }
    },
    60_000,
  )
})

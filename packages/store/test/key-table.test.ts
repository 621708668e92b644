import { Effect, TestClock } from "effect"
import { describe, expect, it } from "vitest"
import type { KeyTableQuery } from "../src"
import { DIALECTS } from "./support/databases"
import { freshDatabase, keysAuditsQueueLog, newAudit, runStore, START } from "./support/store"

const KEYS = 120

/** Keys "key-000" to "key-119", one a millisecond, audits for keys 5, 50 and 7 in that order, then every tenth revoked. */
const seeded = Effect.gen(function* () {
  const s = yield* keysAuditsQueueLog
  const created = []
  for (let n = 0; n < KEYS; n++) {
    created.push(yield* s.keys.create({ label: `key-${String(n).padStart(3, "0")}`, pagesPerSite: 50 }))
    yield* TestClock.adjust(1)
  }
  for (const n of [5, 50, 7]) {
    yield* s.audits.start(newAudit(created[n]?.record.id ?? "", [`https://example.com/${n}`]))
    yield* TestClock.adjust(1_000)
  }
  for (let n = 0; n < KEYS; n += 10) yield* s.keys.revoke(created[n]?.record.id ?? "")
  return { s, created }
})

describe.each(DIALECTS)("the keys table on %s", (dialect) => {
  it("searches by part of a label in any case, by the start of a fingerprint or id, and takes % and _ literally", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const { s, created } = yield* seeded
        const labels = (query: KeyTableQuery) =>
          Effect.map(s.keys.table(query), (page) => [page.total, page.rows.map((row) => row.label)] as const)
        const target = created[42]?.record
        yield* s.keys.create({ label: "100% real_key" })
        return {
          byLabel: yield* labels({ search: "KEY-04" }),
          byFingerprint: yield* labels({ search: target?.fingerprintPrefix ?? "" }),
          byId: yield* labels({ search: target?.id.slice(0, 13) ?? "" }),
          percent: yield* labels({ search: "0%" }),
          underscore: yield* labels({ search: "l_k" }),
          nothing: yield* labels({ search: "no such key" }),
        }
      }),
    )
    expect(outcome.byLabel).toEqual([10, Array.from({ length: 10 }, (_, n) => `key-04${n}`)])
    expect(outcome.byFingerprint).toEqual([1, ["key-042"]])
    expect(outcome.byId).toEqual([1, ["key-042"]])
    expect(outcome.percent).toEqual([1, ["100% real_key"]])
    expect(outcome.underscore).toEqual([1, ["100% real_key"]])
    expect(outcome.nothing).toEqual([0, []])
  })

  it("sorts by label, created, last used and status either way, and pages through every key once", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const { s } = yield* seeded
        const first = (query: KeyTableQuery) =>
          Effect.map(s.keys.table({ ...query, pageSize: 4 }), (page) => page.rows.map((row) => row.label))
        const pages = []
        for (let page = 1; page <= 4; page++)
          pages.push(yield* s.keys.table({ sort: "created", page, pageSize: 50 }))
        return {
          label: yield* first({ sort: "label", descending: true }),
          created: yield* first({ sort: "created" }),
          lastUsed: yield* first({ sort: "lastUsed", descending: true }),
          lastUsedAscending: yield* first({ sort: "lastUsed" }),
          status: yield* first({ sort: "status", descending: true }),
          used: yield* Effect.map(s.keys.table({ search: "key-050" }), (page) => page.rows[0]?.lastUsedAt),
          pages,
        }
      }),
    )
    expect(outcome.label).toEqual(["key-119", "key-118", "key-117", "key-116"])
    expect(outcome.created).toEqual(["key-000", "key-001", "key-002", "key-003"])
    // The key used last first; keys never used come after the used ones either way.
    expect(outcome.lastUsed).toEqual(["key-007", "key-050", "key-005", "key-119"])
    expect(outcome.lastUsedAscending).toEqual(["key-005", "key-050", "key-007", "key-000"])
    expect(outcome.status).toEqual(["key-110", "key-100", "key-090", "key-080"])
    expect(outcome.used).toBe(START + KEYS + 1_000)
    const [one, two, three, four] = outcome.pages
    expect([one?.page, two?.page, three?.page, four?.page]).toEqual([1, 2, 3, 3])
    expect([one?.rows.length, two?.rows.length, three?.rows.length]).toEqual([50, 50, 20])
    expect(one?.total).toBe(KEYS)
    const listed = [one, two, three].flatMap((page) => page?.rows.map((row) => row.label) ?? [])
    expect(listed).toEqual(Array.from({ length: KEYS }, (_, n) => `key-${String(n).padStart(3, "0")}`))
  })
})

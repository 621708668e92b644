import { existsSync } from "node:fs"
import { join } from "node:path"
import { fc, test } from "@fast-check/vitest"
import { Effect, Either, Option, Redacted, TestClock } from "effect"
import { describe, expect, it } from "vitest"
import { AuditLog, Audits, Keys, logUrl, Maintenance, Usage } from "../src"
import { DIALECTS } from "./support/databases"
import { drainQueue } from "./support/queue"
import { freshDatabase, newAudit, runStore, tempFolder } from "./support/store"

describe("the audit log URL", () => {
  test.prop([fc.webUrl({ withQueryParameters: true, withFragments: true })])(
    "keeps no query string and no fragment, and nothing else changes",
    (url) => {
      const logged = new URL(logUrl(url))
      const original = new URL(url)
      expect(logged.search).toBe("")
      expect(logged.hash).toBe("")
      expect(logged.origin + logged.pathname).toBe(original.origin + original.pathname)
    },
  )

  test.prop([fc.string()])("cuts text that is not a URL at its first ? or #", (text) => {
    expect(logUrl(text)).not.toMatch(/[?#]/)
  })
})

describe.each(DIALECTS)("purging on %s", (dialect) => {
  it("deletes audit log rows once they are 90 days old, not a millisecond earlier", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const auditLog = yield* AuditLog
        const audits = yield* Audits
        const keys = yield* Keys
        const maintenance = yield* Maintenance
        const { record: key } = yield* keys.create({ label: "k" })
        yield* audits.start(newAudit(key.id, ["https://example.com/?token=abc"]))
        yield* drainQueue()
        yield* TestClock.adjust(90 * 86_400_000 - 1)
        const early = yield* maintenance.purge
        const kept = yield* auditLog.recent(10)
        yield* TestClock.adjust("1 millis")
        const due = yield* maintenance.purge
        return { early, kept, due, after: yield* auditLog.recent(10) }
      }),
    )
    expect(outcome.early.auditLog).toBe(0)
    expect(outcome.kept).toMatchObject([{ url: "https://example.com/", keyLabel: "k", status: "done" }])
    expect(outcome.due.auditLog).toBe(1)
    expect(outcome.after).toEqual([])
  })

  it("drops usage past its window and site pages of past days, and keeps what a limit still needs", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const maintenance = yield* Maintenance
        const usage = yield* Usage
        const { record: key } = yield* keys.create({ label: "k" })
        yield* audits.start(newAudit(key.id, ["https://example.com/"]))
        yield* usage.takePoll(key)
        yield* usage.flushPolls
        yield* TestClock.adjust("59 minutes")
        const withinHour = yield* maintenance.purge
        yield* TestClock.adjust("1 minute")
        const afterHour = yield* maintenance.purge
        yield* TestClock.adjust("14 hours")
        const nextDay = yield* maintenance.purge
        return { withinHour, afterHour, nextDay }
      }),
    )
    expect(outcome.withinHour).toEqual({
      auditLog: 0,
      usageEvents: 1,
      sitePages: 0,
      startReservations: 0,
      operatorRows: 0,
    })
    expect(outcome.afterHour).toEqual({
      auditLog: 0,
      usageEvents: 1,
      sitePages: 0,
      startReservations: 0,
      operatorRows: 0,
    })
    expect(outcome.nextDay).toEqual({
      auditLog: 0,
      usageEvents: 0,
      sitePages: 1,
      startReservations: 0,
      operatorRows: 0,
    })
  })
})

describe("a backup", () => {
  it("is a consistent database file that opens as a store with the same keys and audits", async () => {
    const folder = tempFolder()
    const filename = join(folder, "svc.db")
    const copy = join(folder, "backup.db")
    const created = await runStore(
      filename,
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const maintenance = yield* Maintenance
        const made = yield* keys.create({ label: "k" })
        const audit = yield* audits.start(newAudit(made.record.id, ["https://example.com/"]))
        yield* maintenance.backup(copy)
        return { made, audit }
      }),
    )
    expect(existsSync(copy)).toBe(true)
    const restored = await runStore(
      copy,
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const key = yield* keys.authenticate(Redacted.value(created.made.key))
        return { key, audit: yield* audits.get(created.made.record.id, created.audit.id) }
      }),
    )
    expect(Option.isSome(restored.key)).toBe(true)
    expect(Option.isSome(restored.audit)).toBe(true)
  })

  it("refuses to overwrite an existing file", async () => {
    const filename = join(tempFolder(), "svc.db")
    const outcome = await runStore(
      filename,
      Effect.flatMap(Maintenance, (maintenance) => Effect.either(maintenance.backup(filename))),
    )
    expect(outcome).toMatchObject({ _tag: "Left", left: { _tag: "StoreFailure" } })
  })
})

describe("a backup on PostgreSQL", () => {
  it("is refused with a StoreFailure that points to pg_dump", async () => {
    const outcome = await runStore(
      freshDatabase("pg"),
      Effect.flatMap(Maintenance, (maintenance) =>
        Effect.either(maintenance.backup(join(tempFolder(), "copy.db"))),
      ),
    )
    expect(outcome).toMatchObject({ _tag: "Left", left: { _tag: "StoreFailure" } })
    expect(String(Either.isLeft(outcome) ? outcome.left.message : "")).toContain("pg_dump")
  })
})

import { writeFileSync } from "node:fs"
import { Effect, Either, Layer, Option, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { Keys, PageQueue } from "../src"
import { holdWriteLock } from "./support/lock"
import { failureOf, runStore, sqliteStore, tempDatabase } from "./support/store"

describe("faults", () => {
  it("a write lock held past the busy timeout fails the operation with StoreFailure, and the store recovers", async () => {
    const filename = tempDatabase()
    const outcome = await runStore(
      { filename, busyTimeoutMs: 100 },
      Effect.gen(function* () {
        const keys = yield* Keys
        const queue = yield* PageQueue
        yield* keys.create({ label: "before" })
        const release = yield* Effect.promise(() => holdWriteLock(filename))
        const blocked = yield* Effect.either(keys.create({ label: "during" }))
        const blockedStart = yield* Effect.either(queue.lease("w", 1000))
        yield* Effect.promise(release)
        yield* keys.create({ label: "after" })
        return { blocked, blockedStart, after: (yield* keys.list()).map((key) => key.label) }
      }),
    )
    expect(outcome.blocked).toMatchObject({ _tag: "Left", left: { _tag: "StoreFailure" } })
    expect(outcome.blockedStart).toMatchObject({ _tag: "Left", left: { _tag: "StoreFailure" } })
    expect(outcome.after).toEqual(["after", "before"])
  })

  it("a file that is not a database is refused as corrupt when the store opens", async () => {
    const filename = tempDatabase()
    writeFileSync(filename, "this is not an SQLite database, it is a text file".repeat(100))
    expect(await failureOf(filename, Effect.void)).toBe("DatabaseCorrupt")
  })

  it("a write lock held past the busy timeout when the store opens is a StoreFailure naming SQLITE_BUSY, not an unwritable file", async () => {
    const filename = tempDatabase()
    await runStore(filename, Effect.void)
    const release = await holdWriteLock(filename)
    try {
      const opened = await Effect.runPromise(
        Effect.either(Effect.scoped(Layer.build(sqliteStore({ filename, busyTimeoutMs: 100 })))),
      )
      expect(opened).toMatchObject({ _tag: "Left", left: { _tag: "StoreFailure" } })
      expect(Either.isLeft(opened) && opened.left.message).toContain("SQLITE_BUSY")
    } finally {
      await release()
    }
  })

  it("two servers opening one new file at once migrate it once and share one secret", async () => {
    const filename = tempDatabase()
    const created = await Promise.all(
      ["one", "two"].map((label) =>
        runStore(
          filename,
          Effect.flatMap(Keys, (keys) => keys.create({ label })),
        ),
      ),
    )
    const found = await runStore(
      filename,
      Effect.flatMap(Keys, (keys) =>
        Effect.all({
          keys: Effect.forEach(created, ({ key }) => keys.authenticate(Redacted.value(key))),
          listed: keys.list(),
        }),
      ),
    )
    expect(found.keys.every(Option.isSome)).toBe(true)
    expect(found.listed.map((key) => key.label)).toEqual(["one", "two"])
  })
})

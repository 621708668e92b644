import { Effect, Either, Option, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { FINGERPRINT_PREFIX_LENGTH, Keys } from "../src"
import { DIALECTS } from "./support/databases"
import { databaseBytes, failureOf, freshDatabase, runStore, tempDatabase } from "./support/store"

const SECRET = Redacted.make("an operator's secret of more than thirty-two characters")

describe.each(DIALECTS)("keys on %s", (dialect) => {
  it("are created with the default limits and returned once, as svc_ and 43 base64url characters", async () => {
    const created = await runStore(
      freshDatabase(dialect),
      Effect.flatMap(Keys, (keys) => keys.create({ label: "Bakery tools" })),
    )
    expect(Redacted.value(created.key)).toMatch(/^svc_[A-Za-z0-9_-]{43}$/)
    expect(created.record).toMatchObject({
      label: "Bakery tools",
      limits: { pagesPerSite: 1, auditsPerHour: 60, fullAuditCost: 5 },
      revokedAt: null,
    })
    expect(created.record.fingerprintPrefix).toMatch(new RegExp(`^[0-9a-f]{${FINGERPRINT_PREFIX_LENGTH}}$`))
    expect(String(created.key)).not.toContain(Redacted.value(created.key))
  })

  it("authenticate their own key only: unknown, malformed and revoked keys answer none alike", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const keys = yield* Keys
        const kept = yield* keys.create({ label: "kept" })
        const revoked = yield* keys.create({ label: "revoked" })
        yield* keys.revoke(revoked.record.id)
        const keyText = Redacted.value(kept.key)
        const flipped = `${keyText.slice(0, -1)}${keyText.endsWith("A") ? "B" : "A"}`
        return {
          kept: yield* keys.authenticate(keyText),
          revoked: yield* keys.authenticate(Redacted.value(revoked.key)),
          unknown: yield* keys.authenticate(flipped),
          malformed: yield* keys.authenticate("Bearer nonsense"),
          empty: yield* keys.authenticate(""),
          id: kept.record.id,
        }
      }),
    )
    expect(Option.map(outcome.kept, (key) => key.id)).toEqual(Option.some(outcome.id))
    expect(outcome.revoked).toEqual(Option.none())
    expect(outcome.unknown).toEqual(Option.none())
    expect(outcome.malformed).toEqual(Option.none())
    expect(outcome.empty).toEqual(Option.none())
  })

  it("are listed without revoked ones unless asked, and resolved by id, label or fingerprint prefix", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const keys = yield* Keys
        const a = yield* keys.create({ label: "alpha" })
        const b = yield* keys.create({ label: "beta" })
        yield* keys.revoke("beta")
        return {
          a: a.record,
          b: b.record,
          active: yield* keys.list(),
          all: yield* keys.list({ includeRevoked: true }),
          byLabel: yield* keys.resolve("alpha"),
          byPrefix: yield* keys.resolve(a.record.fingerprintPrefix.slice(0, 8)),
          byId: yield* keys.resolve(b.record.id),
          revokedLabel: yield* Effect.either(keys.resolve("beta")),
          nothing: yield* Effect.either(keys.resolve("gamma")),
        }
      }),
    )
    expect(outcome.active.map((key) => key.label)).toEqual(["alpha"])
    expect(outcome.all.map((key) => key.label)).toEqual(["alpha", "beta"])
    expect(outcome.byLabel.id).toBe(outcome.a.id)
    expect(outcome.byPrefix.id).toBe(outcome.a.id)
    expect(outcome.byId.revokedAt).not.toBeNull()
    expect(Either.isLeft(outcome.revokedLabel) && outcome.revokedLabel.left._tag).toBe("KeyNotFound")
    expect(Either.isLeft(outcome.nothing) && outcome.nothing.left._tag).toBe("KeyNotFound")
  })

  it("have their limits changed within bounds only, and labels unique among active keys", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const keys = yield* Keys
        yield* keys.create({ label: "alpha" })
        yield* keys.create({ label: "beta" })
        const attempt = (settings: Parameters<typeof keys.set>[1]) =>
          Effect.map(Effect.either(keys.set("alpha", settings)), (result) =>
            Either.isLeft(result) ? result.left._tag : "ok",
          )
        return {
          fifty: yield* attempt({ pagesPerSite: 50 }),
          fiftyOne: yield* attempt({ pagesPerSite: 51 }),
          zero: yield* attempt({ pagesPerSite: 0 }),
          fraction: yield* attempt({ auditsPerHour: 1.5 }),
          cost: yield* attempt({ fullAuditCost: 0 }),
          emptyLabel: yield* attempt({ label: "  " }),
          taken: yield* attempt({ label: "beta" }),
          createTaken: yield* Effect.map(Effect.either(keys.create({ label: "beta" })), (result) =>
            Either.isLeft(result) ? result.left._tag : "ok",
          ),
          after: yield* keys.resolve("alpha"),
        }
      }),
    )
    expect(outcome).toMatchObject({
      fifty: "ok",
      fiftyOne: "InvalidKeySettings",
      zero: "InvalidKeySettings",
      fraction: "InvalidKeySettings",
      cost: "InvalidKeySettings",
      emptyLabel: "InvalidKeySettings",
      taken: "LabelTaken",
      createTaken: "LabelTaken",
    })
    expect(outcome.after.limits).toEqual({ pagesPerSite: 50, auditsPerHour: 60, fullAuditCost: 5 })
  })

  it("may reuse the label of a revoked key; a reference naming two keys is ambiguous", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const keys = yield* Keys
        const old = yield* keys.create({ label: "acme" })
        yield* keys.revoke("acme")
        const renewed = yield* keys.create({ label: "acme" })
        return { old: old.record, renewed: renewed.record, resolved: yield* keys.resolve("acme") }
      }),
    )
    expect(outcome.resolved.id).toBe(outcome.renewed.id)
    expect(outcome.old.id).not.toBe(outcome.renewed.id)
  })

  it("are read back by id as they are now, revoked ones too, unknown ids left out", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const keys = yield* Keys
        const kept = (yield* keys.create({ label: "kept" })).record
        const revoked = (yield* keys.create({ label: "gone" })).record
        yield* keys.revoke("gone")
        yield* keys.set("kept", { auditsPerHour: 9 })
        return {
          none: yield* keys.byIds([]),
          found: yield* keys.byIds([revoked.id, "no-such-id", kept.id]),
          kept,
        }
      }),
    )
    expect(outcome.none).toEqual([])
    const byLabel = new Map(outcome.found.map((record) => [record.label, record]))
    expect(outcome.found).toHaveLength(2)
    expect(byLabel.get("kept")?.limits.auditsPerHour).toBe(9)
    expect(byLabel.get("kept")?.id).toBe(outcome.kept.id)
    expect(byLabel.get("gone")?.revokedAt).not.toBeNull()
  })

  it("tell whether any key was ever issued", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const keys = yield* Keys
        const before = yield* keys.hasAnyKey
        yield* keys.create({ label: "only" })
        yield* keys.revoke("only")
        return { before, after: yield* keys.hasAnyKey }
      }),
    )
    expect(outcome).toEqual({ before: false, after: true })
  })
})

describe.each(DIALECTS)("the fingerprint secret on %s", (dialect) => {
  it("is kept in the database when none is given, so keys work after a restart", async () => {
    const filename = freshDatabase(dialect)
    const created = await runStore(
      filename,
      Effect.flatMap(Keys, (keys) => keys.create({ label: "one" })),
    )
    const found = await runStore(
      filename,
      Effect.flatMap(Keys, (keys) => keys.authenticate(Redacted.value(created.key))),
    )
    expect(Option.isSome(found)).toBe(true)
  })

  it("given by the environment is used, and the same secret finds the keys again", async () => {
    const filename = freshDatabase(dialect)
    const created = await runStore(
      { url: filename, keySecret: SECRET },
      Effect.flatMap(Keys, (keys) => keys.create({ label: "one" })),
    )
    const found = await runStore(
      { url: filename, keySecret: SECRET },
      Effect.flatMap(Keys, (keys) => keys.authenticate(Redacted.value(created.key))),
    )
    expect(Option.isSome(found)).toBe(true)
    if (dialect === "sqlite")
      expect(databaseBytes(filename).includes(Buffer.from(Redacted.value(SECRET)))).toBe(false)
  })

  it("that changed stops the store at start-up instead of refusing every key", async () => {
    const filename = freshDatabase(dialect)
    await runStore(
      { url: filename, keySecret: SECRET },
      Effect.flatMap(Keys, (keys) => keys.create({ label: "one" })),
    )
    const other = Redacted.make("a different secret that is also long enough")
    expect(await failureOf({ url: filename, keySecret: other }, Effect.void)).toBe("SecretMismatch")
    expect(await failureOf(filename, Effect.void)).toBe("SecretMismatch")
    expect(await failureOf({ url: filename, keySecret: SECRET }, Effect.void)).toBe("ok")
  })

  it("shorter than 32 characters is refused", async () => {
    expect(
      await failureOf({ url: freshDatabase(dialect), keySecret: Redacted.make("short") }, Effect.void),
    ).toBe("WeakSecret")
  })
})

describe("keys in an SQLite file", () => {
  it("never reach the database file: neither the key nor any long piece of it", async () => {
    const filename = tempDatabase()
    const keys = await runStore(
      filename,
      Effect.flatMap(Keys, (keys) =>
        Effect.all([keys.create({ label: "one" }), keys.create({ label: "two", pagesPerSite: 5 })]),
      ),
    )
    const bytes = databaseBytes(filename)
    expect(bytes.length).toBeGreaterThan(0)
    for (const { key } of keys) {
      const text = Redacted.value(key)
      for (let start = 0; start + 12 <= text.length; start += 4) {
        expect(bytes.includes(Buffer.from(text.slice(start, start + 12)))).toBe(false)
      }
    }
  })
})

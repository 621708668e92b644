import { Effect, Either, Option, Redacted } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { AuditLog, Audits, Keys, Operators } from "../src"
import { DIALECTS } from "./support/databases"
import { freshDatabase, runStore } from "./support/store"

// Issue 32: PostgreSQL's text cannot hold U+0000, SQLite's can. Every lookup by a caller's text answers
// the same on both — not found, no rows, a refused sign-in — and never a store failure.

/** Text with at least one NUL, anywhere. */
const withNul = fc
  .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
  .map(([before, after]) => `${before}\u0000${after}`)

/** What each lookup by `text` answers, its failures as their tags. */
const lookupsBy = (text: string) =>
  Effect.gen(function* () {
    const auditLog = yield* AuditLog
    const audits = yield* Audits
    const keys = yield* Keys
    const operators = yield* Operators
    const tagOf = <A, E extends { readonly _tag: string }>(effect: Effect.Effect<A, E>) =>
      Effect.map(Effect.either(effect), (result) => (Either.isLeft(result) ? result.left._tag : "ok"))
    const key = yield* keys.create({ label: "holder" })
    return {
      audit: Option.isNone(yield* audits.get(key.record.id, text)),
      owner: Option.isNone(yield* audits.owner(text)),
      keyResolve: yield* tagOf(keys.resolve(text)),
      keyRevoke: yield* tagOf(keys.revoke(text)),
      logFilter: (yield* auditLog.search({ keyLabel: text }, 10)).length,
      signIn: (yield* operators.signIn({
        label: text,
        credential: Redacted.make("svcop_x"),
        address: "192.0.2.9",
      }))._tag,
      operatorRevoke: yield* tagOf(operators.revoke(text)),
    }
  })

describe("a NUL character in what the store looks up", () => {
  it("answers alike on SQLite and PostgreSQL: nothing found, never a store failure", async () => {
    await fc.assert(
      fc.asyncProperty(withNul, async (text) => {
        const [sqlite, pg] = await Promise.all(
          DIALECTS.map((dialect) => runStore(freshDatabase(dialect), lookupsBy(text))),
        )
        expect(pg).toEqual(sqlite)
        expect(sqlite).toEqual({
          audit: true,
          owner: true,
          keyResolve: "KeyNotFound",
          keyRevoke: "KeyNotFound",
          logFilter: 0,
          signIn: "Refused",
          operatorRevoke: "OperatorNotFound",
        })
      }),
      { numRuns: 10 },
    )
  }, 240_000)
})

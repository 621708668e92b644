import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Keys, StoreFailure, StoreLive } from "@svc/store"
import { Deferred, Effect, Fiber, Layer, Option, Redacted, type Scope, TestClock, TestContext } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { KEY_CACHE_MS, KEY_REFRESH_MS, makeAuthenticator } from "../src/http/authenticator"

const folders: Array<string> = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** How often the real store was asked, through the two reads the authenticator makes. */
interface Reads {
  lookups: number
  refreshes: number
  /** Makes every refresh read fail, as a store that cannot answer. */
  failRefresh: boolean
  /** Holds every refresh read until it is done, as a loaded store that answers late. */
  holdRefresh?: Deferred.Deferred<void>
}

/** A real store on a fresh SQLite file, its key reads counted, on the test clock. */
const run = <A, E>(
  program: (reads: Reads, settle: Effect.Effect<void>) => Effect.Effect<A, E, Keys | Scope.Scope>,
): Promise<A> => {
  const folder = mkdtempSync(join(tmpdir(), "svc-auth-"))
  folders.push(folder)
  const reads: Reads = { lookups: 0, refreshes: 0, failRefresh: false }
  let refreshesInFlight = 0
  /**
   * Lets a refresh that the test clock just woke finish its read on SQLite's thread (real time, however
   * loaded the machine): the refresh loop sleeps again only once its read is done, so moving the clock
   * on before that would skip a refresh.
   */
  const settle = Effect.promise(async () => {
    await new Promise((done) => setTimeout(done, 20))
    while (refreshesInFlight > 0) await new Promise((done) => setTimeout(done, 5))
    await new Promise((done) => setTimeout(done, 5))
  })
  const counted = Layer.effect(
    Keys,
    Effect.map(Keys, (keys) =>
      Keys.make({
        ...keys,
        authenticate: (key: string) =>
          Effect.zipRight(
            Effect.sync(() => reads.lookups++),
            keys.authenticate(key),
          ),
        authenticateAll: (presented: ReadonlyArray<string>) =>
          Effect.zipRight(
            Effect.sync(() => reads.lookups++),
            keys.authenticateAll(presented),
          ),
        byIds: (ids: ReadonlyArray<string>) =>
          Effect.zipRight(
            Effect.sync(() => {
              reads.refreshes++
              refreshesInFlight++
            }),
            Effect.zipRight(
              reads.holdRefresh === undefined ? Effect.void : Deferred.await(reads.holdRefresh),
              reads.failRefresh
                ? Effect.fail(new StoreFailure({ message: "The store is unavailable." }))
                : keys.byIds(ids),
            ),
          ).pipe(Effect.ensuring(Effect.sync(() => refreshesInFlight--))),
      }),
    ),
  ).pipe(Layer.provideMerge(StoreLive(join(folder, "svc.db"))))
  return Effect.runPromise(
    Effect.scoped(program(reads, settle)).pipe(Effect.provide(Layer.merge(counted, TestContext.TestContext))),
  )
}

const issue = (label: string) =>
  Effect.flatMap(Keys, (keys) => Effect.map(keys.create({ label }), (created) => Redacted.value(created.key)))

describe("the authenticator's cache of keys", () => {
  it("asks the store once for polls of one key that arrive together", async () => {
    const { answers, reads } = await run((reads) =>
      Effect.gen(function* () {
        const auth = yield* makeAuthenticator
        const key = yield* issue("together")
        const answers = yield* Effect.all(
          Array.from({ length: 20 }, () => auth.authenticate(key)),
          { concurrency: "unbounded" },
        )
        return { answers, reads: { ...reads } }
      }),
    )
    expect(answers.every(Option.isSome)).toBe(true)
    expect(reads.lookups).toBe(1)
  })

  it("looks up the first requests of many keys that arrive together in a few statements, each answered as its key is", async () => {
    const { answers, expected, reads } = await run((reads) =>
      Effect.gen(function* () {
        const keyStore = yield* Keys
        const auth = yield* makeAuthenticator
        const keys = yield* Effect.forEach(
          Array.from({ length: 30 }, (_, index) => `many-${index}`),
          issue,
        )
        yield* keyStore.revoke("many-7")
        const presented = [...keys, "svc_not-a-key-at-all", `${keys[3]}x`]
        const answers = yield* Effect.all(
          presented.map((key) => auth.authenticate(key)),
          { concurrency: "unbounded" },
        )
        return {
          answers: answers.map((answer) => Option.map(answer, (record) => record.label)),
          expected: presented.map((_, index) =>
            index < keys.length && index !== 7 ? Option.some(`many-${index}`) : Option.none(),
          ),
          reads: { ...reads },
        }
      }),
    )
    expect(answers).toEqual(expected)
    // The first key's statement, then one for every key that came while it was on its way.
    expect(reads.lookups).toBeLessThanOrEqual(2)
  })

  it("reads every key in use again in one statement: a revoked key is refused, a changed limit seen", async () => {
    const outcome = await run((reads, settle) =>
      Effect.gen(function* () {
        const keyStore = yield* Keys
        const auth = yield* makeAuthenticator
        const keys = [yield* issue("first"), yield* issue("revoked"), yield* issue("changed")]
        for (const key of keys) yield* auth.authenticate(key)
        const [first = "", revoked = "", changed = ""] = keys
        yield* keyStore.revoke("revoked")
        yield* keyStore.set("changed", { auditsPerHour: 7 })
        const beforeRefresh = yield* auth.authenticate(revoked)
        yield* TestClock.adjust(KEY_REFRESH_MS)
        yield* settle
        return {
          beforeRefresh: Option.isSome(beforeRefresh),
          first: Option.isSome(yield* auth.authenticate(first)),
          revoked: Option.isSome(yield* auth.authenticate(revoked)),
          changedLimit: Option.map(
            yield* auth.authenticate(changed),
            (record) => record.limits.auditsPerHour,
          ),
          reads: { ...reads },
        }
      }),
    )
    // Trusted until the next refresh, then refused: within KEY_REFRESH_MS of the revocation.
    expect(outcome.beforeRefresh).toBe(true)
    expect(outcome.first).toBe(true)
    expect(outcome.changedLimit).toEqual(Option.some(7))
    // The revoked key was dropped by the refresh and looked up once more, in vain.
    expect(outcome.revoked).toBe(false)
    expect(outcome.reads).toEqual({ lookups: 4, refreshes: 1, failRefresh: false })
  })

  it("never trusts an entry longer than KEY_CACHE_MS when the refresh cannot read the store", async () => {
    const outcome = await run((reads, settle) =>
      Effect.gen(function* () {
        const keyStore = yield* Keys
        const auth = yield* makeAuthenticator
        const key = yield* issue("unrefreshed")
        yield* auth.authenticate(key)
        reads.failRefresh = true
        yield* keyStore.revoke("unrefreshed")
        yield* TestClock.adjust(KEY_CACHE_MS - 1)
        yield* settle
        const lastTrusted = yield* auth.authenticate(key)
        yield* TestClock.adjust(1)
        const expired = yield* auth.authenticate(key)
        return {
          lastTrusted: Option.isSome(lastTrusted),
          expired: Option.isSome(expired),
          reads: { ...reads },
        }
      }),
    )
    expect(outcome.lastTrusted).toBe(true)
    expect(outcome.expired).toBe(false)
    expect(outcome.reads).toMatchObject({ lookups: 2, refreshes: 2 })
  })

  it("forgets a key unused for KEY_CACHE_MS instead of reading it again", async () => {
    const reads = await run((reads, settle) =>
      Effect.gen(function* () {
        const auth = yield* makeAuthenticator
        const key = yield* issue("idle")
        yield* auth.authenticate(key)
        // Refreshes at 2 and 4 s read it; at 6 s it has been unused for 6 s and is forgotten.
        for (let step = 0; step < 3; step++) {
          yield* TestClock.adjust(KEY_REFRESH_MS)
          yield* settle
        }
        const again = yield* auth.authenticate(key)
        return { again: Option.isSome(again), ...reads }
      }),
    )
    expect(reads).toEqual({ again: true, lookups: 2, refreshes: 2, failRefresh: false })
  })

  it("does not look a key up again when its entry runs out while the refresh reading it lags behind", async () => {
    const outcome = await run((reads, settle) =>
      Effect.gen(function* () {
        const auth = yield* makeAuthenticator
        const key = yield* issue("lagging")
        yield* auth.authenticate(key)
        const hold = yield* Deferred.make<void>()
        reads.holdRefresh = hold
        // The refresh due at 2 s starts and is still reading at 5 s, when the entry runs out.
        yield* TestClock.adjust(KEY_REFRESH_MS)
        yield* Effect.promise(() => new Promise((done) => setTimeout(done, 20)))
        yield* TestClock.adjust(KEY_CACHE_MS - KEY_REFRESH_MS)
        const poll = yield* Effect.fork(auth.authenticate(key))
        yield* Effect.promise(() => new Promise((done) => setTimeout(done, 20)))
        const lookupsWhileLagging = reads.lookups
        yield* Deferred.succeed(hold, undefined)
        yield* settle
        const answer = yield* Fiber.join(poll)
        return { answer: Option.map(answer, (record) => record.label), lookupsWhileLagging, ...reads }
      }),
    )
    expect(outcome.answer).toEqual(Option.some("lagging"))
    // The one lookup is the first poll's; the poll after the entry ran out took the refresh's answer.
    expect(outcome.lookupsWhileLagging).toBe(1)
    expect(outcome.lookups).toBe(1)
  })
})

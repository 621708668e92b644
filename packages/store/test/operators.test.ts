import { SqlClient } from "@effect/sql"
import { Effect, Redacted, TestClock } from "effect"
import { describe, expect, it } from "vitest"
import {
  MAX_SIGN_IN_FAILURES,
  OPERATOR_CREDENTIAL_PREFIX,
  Operators,
  SESSION_MS,
  SIGN_IN_WINDOW_MS,
} from "../src"
import { DIALECTS } from "./support/databases"
import { holdWriteLock } from "./support/lock"
import {
  databaseBytes,
  failureOf,
  freshDatabase,
  runStore,
  runStoreWithSql,
  tempDatabase,
} from "./support/store"

const signIn = (label: string, credential: string, address = "192.0.2.1") =>
  Effect.flatMap(Operators, (operators) =>
    operators.signIn({ label, credential: Redacted.make(credential), address }),
  )

const wrong = (credential: string) => `${credential.slice(0, -1)}${credential.endsWith("A") ? "B" : "A"}`

describe.each(DIALECTS)("operators on %s", (dialect) => {
  it("are issued once with a credential kept only as a salted scrypt hash", async () => {
    const outcome = await runStoreWithSql(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const operators = yield* Operators
        const sql = yield* SqlClient.SqlClient
        const one = yield* operators.create({ label: "Ada" })
        const two = yield* operators.create({ label: "Grace" })
        const rows = yield* sql<{
          credentialHash: string
        }>`SELECT credential_hash FROM operators ORDER BY label`
        return { credentials: [one.credential, two.credential].map(Redacted.value), rows }
      }),
    )
    for (const credential of outcome.credentials)
      expect(credential).toMatch(new RegExp(`^${OPERATOR_CREDENTIAL_PREFIX}[A-Za-z0-9_-]{43}$`))
    const hashes = outcome.rows.map((row) => row.credentialHash)
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/)
      for (const credential of outcome.credentials) expect(hash).not.toContain(credential.slice(6))
    }
    // Each has a salt of its own.
    expect(hashes[0]?.split("$")[4]).not.toBe(hashes[1]?.split("$")[4])
  })

  it("sign in with label and credential; the session lasts until it expires or is ended", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const operators = yield* Operators
        const { credential } = yield* operators.create({ label: "Ada" })
        const signedIn = yield* signIn("Ada", Redacted.value(credential))
        if (signedIn._tag !== "SignedIn") return { signedIn }
        const token = Redacted.value(signedIn.token)
        const live = yield* operators.session(token)
        const other = yield* signIn("Ada", Redacted.value(credential))
        yield* operators.signOut(token)
        const ended = yield* operators.session(token)
        const otherToken = other._tag === "SignedIn" ? Redacted.value(other.token) : ""
        const beforeExpiry = yield* operators.session(otherToken)
        yield* TestClock.adjust(SESSION_MS)
        const expired = yield* operators.session(otherToken)
        return { signedIn, live, ended, beforeExpiry, expired }
      }),
    )
    expect(outcome.signedIn._tag).toBe("SignedIn")
    expect(outcome.live?._tag === "Some" && outcome.live.value.operator.label).toBe("Ada")
    expect(outcome.ended?._tag).toBe("None")
    expect(outcome.beforeExpiry?._tag).toBe("Some")
    expect(outcome.expired?._tag).toBe("None")
  })

  it("refuse every try after five wrong ones, per operator and per address, until they leave the window", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const operators = yield* Operators
        const ada = Redacted.value((yield* operators.create({ label: "Ada" })).credential)
        const grace = Redacted.value((yield* operators.create({ label: "Grace" })).credential)
        const tries = []
        for (let attempt = 0; attempt < MAX_SIGN_IN_FAILURES; attempt++)
          tries.push((yield* signIn("Ada", wrong(ada), `198.51.100.${attempt}`))._tag)
        // The right credential from a fresh address: Ada is refused unheard.
        const adaLocked = yield* signIn("Ada", ada, "203.0.113.9")
        // Grace from an address that failed five times (for an unknown operator): refused too.
        for (let attempt = 0; attempt < MAX_SIGN_IN_FAILURES; attempt++)
          yield* signIn("nobody", "svcop_guess", "192.0.2.77")
        const addressLocked = yield* signIn("Grace", grace, "192.0.2.77")
        const graceElsewhere = yield* signIn("Grace", grace, "192.0.2.78")
        yield* TestClock.adjust(SIGN_IN_WINDOW_MS)
        const later = yield* signIn("Ada", ada, "203.0.113.9")
        return { tries, adaLocked, addressLocked, graceElsewhere, later }
      }),
    )
    expect(outcome.tries).toEqual(Array(MAX_SIGN_IN_FAILURES).fill("Refused"))
    expect(outcome.adaLocked).toMatchObject({ _tag: "TooManyFailures" })
    expect(outcome.adaLocked._tag === "TooManyFailures" && outcome.adaLocked.retryAfter).toBe(
      SIGN_IN_WINDOW_MS / 1000,
    )
    expect(outcome.addressLocked._tag).toBe("TooManyFailures")
    expect(outcome.graceElsewhere._tag).toBe("SignedIn")
    expect(outcome.later._tag).toBe("SignedIn")
  })

  it("hear at most five tries at once, per address and per operator, however many come together", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const operators = yield* Operators
        const ada = Redacted.value((yield* operators.create({ label: "Ada" })).credential)
        const together = <A, E, R>(tries: ReadonlyArray<Effect.Effect<A, E, R>>) =>
          Effect.all(tries, { concurrency: "unbounded" })
        const tally = (outcomes: ReadonlyArray<{ readonly _tag: string }>) =>
          outcomes.filter((outcome) => outcome._tag !== "TooManyFailures").length
        // Sixty wrong tries from one address for operators nobody issued, all at once.
        const oneAddress = yield* together(
          Array.from({ length: 60 }, (_, n) => signIn(`nobody ${n}`, "svcop_guess", "192.0.2.60")),
        )
        // Sixty from sixty addresses, all naming Ada; then Ada herself, refused unheard.
        const oneOperator = yield* together(
          Array.from({ length: 60 }, (_, n) => signIn("Ada", wrong(ada), `198.51.100.${n}`)),
        )
        const adaLocked = yield* signIn("Ada", ada, "203.0.113.9")
        // A right sign-in gives its try back: two, then five wrong ones are still heard.
        yield* TestClock.adjust(SIGN_IN_WINDOW_MS)
        const rights = yield* Effect.forEach(Array.from({ length: 2 }), () =>
          signIn("Ada", ada, "203.0.113.10"),
        )
        const wrongsAfter = yield* together(
          Array.from({ length: 7 }, () => signIn("Ada", wrong(ada), "203.0.113.10")),
        )
        return {
          oneAddress: tally(oneAddress),
          oneOperator: tally(oneOperator),
          adaLocked: adaLocked._tag,
          rights: rights.map((outcome) => outcome._tag),
          wrongsAfter: tally(wrongsAfter),
        }
      }),
    )
    expect(outcome).toEqual({
      oneAddress: MAX_SIGN_IN_FAILURES,
      oneOperator: MAX_SIGN_IN_FAILURES,
      adaLocked: "TooManyFailures",
      rights: ["SignedIn", "SignedIn"],
      wrongsAfter: MAX_SIGN_IN_FAILURES,
    })
    // Each heard try hashes a credential: tens of them on a loaded machine take a while.
  }, 120_000)

  it("refuse an unknown label like a wrong credential, and a revoked operator with its sessions ended", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const operators = yield* Operators
        const ada = Redacted.value((yield* operators.create({ label: "Ada" })).credential)
        const unknown = yield* signIn("Adam", ada)
        const signedIn = yield* signIn("Ada", ada)
        const token = signedIn._tag === "SignedIn" ? Redacted.value(signedIn.token) : ""
        const active = yield* operators.hasActive
        yield* operators.revoke("Ada")
        return {
          unknown,
          active,
          session: yield* operators.session(token),
          again: yield* signIn("Ada", ada, "192.0.2.200"),
          stillActive: yield* operators.hasActive,
          listed: (yield* operators.list({ includeRevoked: true })).map(
            (record) => record.revokedAt !== null,
          ),
        }
      }),
    )
    expect(outcome.unknown._tag).toBe("Refused")
    expect(outcome.active).toBe(true)
    expect(outcome.session._tag).toBe("None")
    expect(outcome.again._tag).toBe("Refused")
    expect(outcome.stillActive).toBe(false)
    expect(outcome.listed).toEqual([true])
  })

  it("refuse a second active operator with the same label, and revoking one nobody names", async () => {
    const database = freshDatabase(dialect)
    const taken = await failureOf(
      database,
      Effect.flatMap(Operators, (operators) =>
        Effect.zipRight(operators.create({ label: "Ada" }), operators.create({ label: " Ada " })),
      ),
    )
    expect(taken).toBe("OperatorLabelTaken")
    expect(
      await failureOf(
        database,
        Effect.flatMap(Operators, (operators) => operators.revoke("Nobody")),
      ),
    ).toBe("OperatorNotFound")
  })
})

describe("an operator's credential on disk", () => {
  it("is nowhere in the database file, its WAL or its sessions", async () => {
    const filename = tempDatabase()
    const secrets = await runStore(
      { filename },
      Effect.gen(function* () {
        const operators = yield* Operators
        const credential = Redacted.value((yield* operators.create({ label: "Ada" })).credential)
        const signedIn = yield* signIn("Ada", credential)
        return [credential, signedIn._tag === "SignedIn" ? Redacted.value(signedIn.token) : "missing"]
      }),
    )
    const bytes = databaseBytes(filename)
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(40)
      expect(bytes.includes(Buffer.from(secret))).toBe(false)
      expect(bytes.includes(Buffer.from(secret.replace(OPERATOR_CREDENTIAL_PREFIX, "")))).toBe(false)
    }
  })
})

describe("a refused address or operator", () => {
  it("is refused again without a statement: the rest of a burst is answered while another connection holds the write lock", async () => {
    const filename = tempDatabase()
    const outcome = await runStore(
      { filename, busyTimeoutMs: 100 },
      Effect.gen(function* () {
        const operators = yield* Operators
        const ada = Redacted.value((yield* operators.create({ label: "Ada" })).credential)
        for (let attempt = 0; attempt < MAX_SIGN_IN_FAILURES; attempt++)
          yield* signIn("nobody", "svcop_guess", "192.0.2.90")
        // The sixth try learns the refusal from the database; the next ones need nothing of it.
        const learnt = yield* signIn("nobody", "svcop_guess", "192.0.2.90")
        const release = yield* Effect.promise(() => holdWriteLock(filename))
        const burst = yield* Effect.all(
          Array.from({ length: 50 }, (_, n) =>
            Effect.either(signIn(`nobody ${n}`, "svcop_guess", "192.0.2.90")),
          ),
          { concurrency: "unbounded" },
        )
        // A subject not refused needs the database: it waits for the lock and fails with it.
        const unknown = yield* Effect.either(signIn("Ada", ada, "192.0.2.91"))
        yield* Effect.promise(release)
        const afterwards = yield* signIn("Ada", ada, "192.0.2.91")
        return { learnt, burst, unknown, afterwards }
      }),
    )
    expect(outcome.learnt._tag).toBe("TooManyFailures")
    for (const each of outcome.burst)
      expect(each).toMatchObject({ _tag: "Right", right: { _tag: "TooManyFailures" } })
    expect(outcome.unknown).toMatchObject({ _tag: "Left", left: { _tag: "StoreFailure" } })
    expect(outcome.afterwards._tag).toBe("SignedIn")
  })
})

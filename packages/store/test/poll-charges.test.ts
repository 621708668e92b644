import { Effect, Either, Fiber, Logger, Option, Redacted, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import {
  type ApiKeyRecord,
  Audits,
  Keys,
  PageQueue,
  POLLS_PER_MINUTE,
  type StoreServices,
  Usage,
} from "../src"
import { holdWriteLock, queryFile } from "./support/lock"
import { newAudit, type SqliteStoreConfig, START, sqliteStore, tempDatabase } from "./support/store"

interface LogLine {
  readonly message: string
  readonly fields: Readonly<Record<string, unknown>>
}

/** A store on `config`, on the test clock at START, with what it logs (its writer's warnings) collected. */
const runLogged = <A, E>(
  config: SqliteStoreConfig,
  program: (logs: ReadonlyArray<LogLine>) => Effect.Effect<A, E, StoreServices>,
): Promise<A> => {
  const logs: Array<LogLine> = []
  const collect = Logger.make(({ message, annotations }) => {
    const fields: Record<string, unknown> = {}
    for (const [name, value] of annotations) fields[name] = value
    logs.push({ message: String(Array.isArray(message) ? message[0] : message), fields })
  })
  return Effect.runPromise(
    Effect.zipRight(TestClock.setTime(START), Effect.provide(program(logs), sqliteStore(config))).pipe(
      Effect.provide(Logger.replace(Logger.defaultLogger, collect)),
      Effect.provide(TestContext.TestContext),
    ),
  )
}

/** Real time passing (the test clock does not move), for SQLite's thread to answer. */
const realSleep = (ms: number) => Effect.promise(() => new Promise((done) => setTimeout(done, ms)))

/** Waits in real time until `condition` holds, up to 10 s; answers whether it did. */
const eventually = <E, R>(condition: Effect.Effect<boolean, E, R>) =>
  Effect.gen(function* () {
    for (let tries = 0; tries < 500; tries++) {
      if (yield* condition) return true
      yield* realSleep(20)
    }
    return false
  })

const pollRows = (filename: string) =>
  Effect.promise(() =>
    queryFile<{ n: number }>(filename, "SELECT count(*) AS n FROM usage_events WHERE kind = 'poll'"),
  ).pipe(Effect.map((rows) => rows[0]?.n ?? 0))

const lockWrites = (filename: string) => Effect.promise(() => holdWriteLock(filename))

/**
 * A store whose writes another connection blocks (busy timeout 50 ms), with 10 polls of one key
 * charged meanwhile; `program` gets the key, the lock's release and the store's logs.
 */
const lockedAfterPolls = <A, E>(
  filename: string,
  program: (
    key: ApiKeyRecord,
    release: () => Promise<void>,
    logs: ReadonlyArray<LogLine>,
  ) => Effect.Effect<A, E, StoreServices>,
) =>
  runLogged({ filename, busyTimeoutMs: 50 }, (logs) =>
    Effect.gen(function* () {
      const keys = yield* Keys
      const usage = yield* Usage
      const { record: key } = yield* keys.create({ label: "poller" })
      const release = yield* lockWrites(filename)
      for (let poll = 0; poll < 10; poll++) yield* usage.takePoll(key)
      return yield* program(key, release, logs)
    }),
  )

describe("status polls written behind", () => {
  it("judge the 121st poll of a minute exactly while another connection holds the write lock, and write every charge once it is released", async () => {
    const filename = tempDatabase()
    const outcome = await runLogged({ filename, busyTimeoutMs: 100 }, () =>
      Effect.gen(function* () {
        const keys = yield* Keys
        const usage = yield* Usage
        const { record: key } = yield* keys.create({ label: "poller" })
        yield* usage.takePoll(key)
        yield* usage.flushPolls
        const release = yield* lockWrites(filename)
        const answers: Array<string> = []
        for (let poll = 1; poll < POLLS_PER_MINUTE + 1; poll++) {
          yield* TestClock.adjust("100 millis")
          const answer = yield* Effect.either(usage.takePoll(key))
          answers.push(
            Either.isRight(answer)
              ? "ok"
              : `${answer.left._tag} ${"retryAfter" in answer.left ? answer.left.retryAfter : ""}`,
          )
        }
        const blockedWrite = yield* Effect.either(usage.flushPolls)
        const rowsWhileLocked = yield* pollRows(filename)
        yield* Effect.promise(release)
        yield* usage.flushPolls
        return { answers, blockedWrite, rowsWhileLocked, rowsAfter: yield* pollRows(filename) }
      }),
    )
    expect(outcome.answers.slice(0, POLLS_PER_MINUTE - 1).every((answer) => answer === "ok")).toBe(true)
    // The first charge, at START, leaves the window at START + 60 s; the 121st is 48 s after START.
    expect(outcome.answers.at(-1)).toBe("RateLimited 48")
    expect(outcome.blockedWrite).toMatchObject({ _tag: "Left", left: { _tag: "StoreFailure" } })
    expect(outcome.rowsWhileLocked).toBe(1)
    expect(outcome.rowsAfter).toBe(POLLS_PER_MINUTE)
  })

  it("are written by the store on its own, every interval of wall-clock time", async () => {
    const filename = tempDatabase()
    const written = await runLogged({ filename }, () =>
      Effect.gen(function* () {
        const keys = yield* Keys
        const usage = yield* Usage
        const { record: key } = yield* keys.create({ label: "poller" })
        for (let poll = 0; poll < 5; poll++) yield* usage.takePoll(key)
        // The test clock stands still: the writer keeps wall-clock time.
        return yield* eventually(Effect.map(pollRows(filename), (rows) => rows === 5))
      }),
    )
    expect(written).toBe(true)
  })

  it("are tried again, later and later, after a failed write, with a warning each time; none is lost", async () => {
    const filename = tempDatabase()
    const outcome = await lockedAfterPolls(filename, (_key, release, logs) =>
      Effect.gen(function* () {
        const failures = () =>
          logs.filter((line) => line.message.startsWith("poll charges could not be written"))
        const firstFailure = yield* eventually(Effect.sync(() => failures().length >= 1))
        // Tries 100 ms apart would fail 8 times in 1.2 s (each waits 50 ms for the lock); with the
        // waits doubling from 200 ms, at most 3 more fit.
        yield* realSleep(1_200)
        const triesInASecond = failures().length
        yield* Effect.promise(release)
        const written = yield* eventually(Effect.map(pollRows(filename), (rows) => rows === 10))
        return { firstFailure, triesInASecond, written, fields: failures()[0]?.fields }
      }),
    )
    expect(outcome).toMatchObject({ firstFailure: true, written: true, fields: { unwritten: 10 } })
    expect(outcome.triesInASecond).toBeLessThanOrEqual(4)
  })

  it("drop charges that left their window unwritten (writes failing for a minute), with a warning", async () => {
    const filename = tempDatabase()
    const outcome = await lockedAfterPolls(filename, (key, release, logs) =>
      Effect.gen(function* () {
        const usage = yield* Usage
        yield* Effect.either(usage.flushPolls)
        yield* TestClock.adjust("61 seconds")
        for (let poll = 0; poll < 3; poll++) yield* usage.takePoll(key)
        yield* Effect.either(usage.flushPolls)
        yield* Effect.promise(release)
        yield* usage.flushPolls
        return {
          rows: yield* pollRows(filename),
          dropped: logs.find((line) => line.message.startsWith("poll charges dropped"))?.fields,
        }
      }),
    )
    expect(outcome).toEqual({ rows: 3, dropped: { dropped: 10 } })
  })

  it("are written when the store closes, also when writes were blocked until then", async () => {
    const filename = tempDatabase()
    await runLogged({ filename, busyTimeoutMs: 5_000 }, () =>
      Effect.gen(function* () {
        const keys = yield* Keys
        const usage = yield* Usage
        const { record: key } = yield* keys.create({ label: "poller" })
        const release = yield* lockWrites(filename)
        for (let poll = 0; poll < 7; poll++) yield* usage.takePoll(key)
        // The store closes while the lock is held; it is released a moment later.
        yield* Effect.forkDaemon(Effect.zipRight(realSleep(300), Effect.promise(release)))
      }),
    )
    expect(await Effect.runPromise(pollRows(filename))).toBe(7)
  })
})

describe("reads beside the writer", () => {
  it("answer status records, key checks and first polls while the writer waits for another connection's lock", async () => {
    const filename = tempDatabase()
    const outcome = await runLogged({ filename, busyTimeoutMs: 10_000 }, () =>
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const usage = yield* Usage
        const { key: presented, record: key } = yield* keys.create({
          label: "reader",
          pagesPerSite: 50,
          auditsPerHour: 1000,
        })
        const audit = yield* audits.start(newAudit(key.id, ["https://example.com/"]))
        const release = yield* lockWrites(filename)
        // The writer's connection is taken by a start call waiting (up to 10 s) for the lock.
        const waiting = yield* Effect.fork(audits.start(newAudit(key.id, ["https://example.com/2"])))
        yield* realSleep(100)
        const view = yield* audits.get(key.id, audit.id)
        const known = yield* keys.authenticate(Redacted.value(presented))
        const byId = yield* keys.byIds([key.id])
        const poll = yield* Effect.either(usage.takePoll(key))
        const startDoneWhileLocked = Option.isSome(yield* Fiber.poll(waiting))
        yield* Effect.promise(release)
        const started = yield* Fiber.join(waiting)
        return {
          status: Option.map(view, (found) => found.status),
          known: Option.isSome(known),
          checkedAgain: byId.length,
          poll: poll._tag,
          startDoneWhileLocked,
          started: started.id.length > 0,
        }
      }),
    )
    expect(outcome).toEqual({
      status: Option.some("queued"),
      known: true,
      checkedAgain: 1,
      poll: "Right",
      startDoneWhileLocked: false,
      started: true,
    })
  })

  it("see every commit this process made before they began: each change of a page at once", async () => {
    const filename = tempDatabase()
    const seen = await runLogged({ filename }, () =>
      Effect.gen(function* () {
        const audits = yield* Audits
        const keys = yield* Keys
        const queue = yield* PageQueue
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 50, auditsPerHour: 100_000 })
        const statusOf = (auditId: string) =>
          Effect.map(audits.get(key.id, auditId), (view) =>
            Option.match(view, { onNone: () => "none", onSome: (found) => found.status }),
          )
        const statuses: Array<string> = []
        for (let round = 0; round < 30; round++) {
          const audit = yield* audits.start(newAudit(key.id, [`https://example.com/${round}`]))
          statuses.push(yield* statusOf(audit.id))
          const leased = yield* queue.lease("w", 60_000)
          if (Option.isNone(leased)) return yield* Effect.die("nothing to lease")
          statuses.push(yield* statusOf(audit.id))
          yield* queue.fail("w", leased.value, { code: "timeout", error: "Took too long." })
          statuses.push(yield* statusOf(audit.id))
        }
        return statuses
      }),
    )
    expect(seen).toEqual(Array.from({ length: 30 }, () => ["queued", "running", "complete"]).flat())
  })
})

import { Context, Effect, Option, TestClock } from "effect"
import { describe, expect, it } from "vitest"
import { Audits, Coordination, Keys, type LeasedPage, PageQueue, type StoreServices, Usage } from "../src"
import { DIALECTS } from "./support/databases"
import { newAudit, resultFor, twoStores } from "./support/store"

const LEASE_MS = 60_000

const leased = (page: Option.Option<LeasedPage>): LeasedPage =>
  Option.getOrThrowWith(page, () => new Error("expected a page to lease"))

describe("the state version", () => {
  it("moves with every change of a page's state this store commits, and with nothing else it does", async () => {
    const seen = await twoStores((one) =>
      Effect.gen(function* () {
        const { stateVersion } = Context.get(one, Coordination)
        const keys = Context.get(one, Keys)
        const audits = Context.get(one, Audits)
        const queue = Context.get(one, PageQueue)
        const at: Record<string, number> = {}
        const note = (name: string) =>
          Effect.map(stateVersion, (value) => {
            at[name] = value
          })
        yield* note("opened")
        const { record: key } = yield* keys.create({ label: "k", pagesPerSite: 50, auditsPerHour: 1000 })
        const first = yield* audits.start(newAudit(key.id, ["https://example.com/1"]))
        yield* audits.start(newAudit(key.id, ["https://example.com/2"]))
        yield* audits.get(key.id, first.id)
        yield* Effect.ignore(queue.renew("nobody", { auditId: first.id, index: 0 }, LEASE_MS))
        yield* note("started and read")
        const page = leased(yield* queue.lease("w", LEASE_MS))
        yield* note("leased")
        yield* queue.renew("w", page, LEASE_MS)
        yield* queue.sweep
        yield* note("renewed and swept")
        yield* queue.complete("w", page, resultFor(page.url))
        yield* note("completed")
        const second = leased(yield* queue.lease("w", LEASE_MS))
        yield* queue.release("w", second)
        yield* note("leased and released")
        yield* queue.lease("w", LEASE_MS)
        yield* queue.releaseAll("w")
        yield* note("leased and released all")
        yield* queue.lease("w", LEASE_MS)
        yield* queue.lease("w", LEASE_MS)
        yield* queue.releaseAll("nobody")
        yield* note("found nothing to do")
        yield* TestClock.adjust(LEASE_MS + 1)
        yield* queue.sweep
        yield* note("expired lease swept")
        return at
      }),
    )
    expect(seen).toEqual({
      opened: 0,
      "started and read": 0,
      leased: 1,
      "renewed and swept": 1,
      completed: 2,
      "leased and released": 4,
      "leased and released all": 6,
      "found nothing to do": 7,
      "expired lease swept": 8,
    })
  })

  // PostgreSQL has no data_version: the database's `state` counter tells, and polls charged by the
  // writer's own rounds (which move only the `polls` counter) leave the version where it is.
  it.each(DIALECTS)(
    "moves at the commit watcher's next look once another process sharing the database committed, and only then (%s)",
    async (dialect) => {
      const seen = await twoStores(
        (one, two) =>
          Effect.gen(function* () {
            const keys = Context.get(one, Keys)
            const audits = Context.get(one, Audits)
            const usage = Context.get(one, Usage)
            const coordination = Context.get(one, Coordination)
            const otherQueue = Context.get(two, PageQueue)
            const { record: key } = yield* keys.create({
              label: "k",
              pagesPerSite: 50,
              auditsPerHour: 1000,
            })
            const audit = yield* audits.start(newAudit(key.id, ["https://example.com/"]))
            yield* usage.takePoll(key)
            // A round of the poll-charge writer and a look of the watcher, as they run every interval.
            const round = Effect.zipRight(usage.flushPolls, coordination.noticeCommits)
            yield* round
            const before = yield* coordination.stateVersion
            yield* usage.takePoll(key)
            yield* round
            const quiet = yield* coordination.stateVersion
            const page = leased(yield* otherQueue.lease("other process", LEASE_MS))
            yield* round
            const seenLease = yield* coordination.stateVersion
            yield* otherQueue.complete("other process", page, resultFor(page.url))
            yield* round
            const seenCompletion = yield* coordination.stateVersion
            const view = yield* audits.get(key.id, audit.id)
            return {
              quiet: quiet - before,
              seenLease: seenLease - before,
              seenCompletion: seenCompletion - seenLease,
              status: Option.map(view, (found) => found.status),
            }
          }),
        dialect,
      )
      expect(seen).toEqual({
        quiet: 0,
        seenLease: 1,
        seenCompletion: 1,
        status: Option.some("complete"),
      })
    },
  )
})

describe.each(DIALECTS)("status polls on %s", (dialect) => {
  it("charge each poll before it is answered, also when many arrive at once: 120 a minute, exactly", async () => {
    const outcome = await twoStores(
      (one) =>
        Effect.gen(function* () {
          const keys = Context.get(one, Keys)
          const usage = Context.get(one, Usage)
          const { record: key } = yield* keys.create({ label: "busy" })
          const { record: other } = yield* keys.create({ label: "other" })
          const polls = [
            ...Array.from({ length: 150 }, () => key),
            ...Array.from({ length: 30 }, () => other),
          ]
          const answers = yield* Effect.forEach(polls, (polling) => Effect.either(usage.takePoll(polling)), {
            concurrency: "unbounded",
          })
          const refused = answers.filter((answer) => answer._tag === "Left")
          return {
            allowed: answers.length - refused.length,
            refused: refused.map((answer) => (answer._tag === "Left" ? answer.left : undefined)),
          }
        }),
      dialect,
    )
    expect(outcome.allowed).toBe(150)
    expect(outcome.refused).toHaveLength(30)
    expect(
      outcome.refused.every((refusal) => refusal?._tag === "RateLimited" && refusal.retryAfter === 60),
    ).toBe(true)
  })

  it("are shared by two processes on one file once each writer's round has run: 120 a minute for the key, not 120 each", async () => {
    const outcome = await twoStores(
      (one, two) =>
        Effect.gen(function* () {
          const { record: key } = yield* Context.get(one, Keys).create({ label: "shared" })
          const take = (process: Context.Context<StoreServices>) =>
            Effect.either(Context.get(process, Usage).takePoll(key))
          // The writers' rounds (every POLL_WRITE_INTERVAL_MS): each writes its charges and reads the
          // other's; the second round of `one` sees what `two` wrote in its round.
          const [usageOne, usageTwo] = [Context.get(one, Usage), Context.get(two, Usage)]
          const rounds = Effect.all([usageOne.flushPolls, usageTwo.flushPolls, usageOne.flushPolls])
          // Each process learns the key's window first, then they take turns, an interval apart.
          yield* take(one)
          yield* take(two)
          yield* rounds
          const turns = yield* Effect.forEach(
            Array.from({ length: 130 }, (_, index) => index),
            (index) => Effect.zipLeft(take(index % 2 === 0 ? one : two), rounds),
          )
          const allowed = turns.filter((turn) => turn._tag === "Right").length
          yield* TestClock.adjust("61 seconds")
          const afterWindow = yield* Effect.all([take(one), take(two)])
          return { allowed, afterWindow: afterWindow.map((turn) => turn._tag) }
        }),
      dialect,
    )
    expect(outcome).toEqual({ allowed: 118, afterWindow: ["Right", "Right"] })
  })
})

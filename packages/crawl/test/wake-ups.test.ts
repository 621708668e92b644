import { Effect, Fiber, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { makeWakeUps } from "../src/wake-ups"

const run = <A>(program: Effect.Effect<A>) =>
  Effect.runPromise(Effect.provide(program, TestContext.TestContext))

describe("makeWakeUps", () => {
  it("sleeps its time out when no wake-up comes", async () => {
    const woken = await run(
      Effect.gen(function* () {
        const wakeUps = yield* makeWakeUps
        const sleeper = yield* Effect.fork(wakeUps.sleep(wakeUps.seen(), 1_000))
        yield* TestClock.adjust(1_000)
        return yield* Fiber.join(sleeper)
      }),
    )
    expect(woken).toBe(false)
  })

  it("wakes a sleeping worker at once", async () => {
    const { woken, sleptMs } = await Effect.runPromise(
      Effect.gen(function* () {
        const wakeUps = yield* makeWakeUps
        const startedAt = Date.now()
        const sleeper = yield* Effect.fork(wakeUps.sleep(wakeUps.seen(), 60_000))
        yield* Effect.sleep(20)
        yield* wakeUps.wake
        const woken = yield* Fiber.join(sleeper)
        return { woken, sleptMs: Date.now() - startedAt }
      }),
    )
    expect(woken).toBe(true)
    expect(sleptMs).toBeLessThan(10_000)
  })

  it("does not sleep when a wake-up came since the worker looked at the store", async () => {
    const woken = await run(
      Effect.gen(function* () {
        const wakeUps = yield* makeWakeUps
        const seen = wakeUps.seen()
        yield* wakeUps.wake
        return yield* wakeUps.sleep(seen, 60_000)
      }),
    )
    expect(woken).toBe(true)
  })
})

import { Clock, Context, Effect, Fiber, Option, Stream } from "effect"
import { describe, expect, it } from "vitest"
import { PageQueue } from "../src"
import { twoStores } from "./support/store"

/** The tests run on a test clock, which stands still: the announcer waits in wall-clock time. */
const wallClock = Clock.make()

describe("pages queued, announced to other processes", () => {
  it("on PostgreSQL: what one store announces, another store listening hears, with the page count", async () => {
    const heard = await twoStores(
      (one, two) =>
        Effect.gen(function* () {
          const [queueOne, queueTwo] = [Context.get(one, PageQueue), Context.get(two, PageQueue)]
          const listening = yield* Effect.fork(Stream.runHead(queueTwo.announcements))
          // LISTEN takes effect a moment after the stream starts: announce until it is heard.
          const announcing = yield* Effect.fork(
            Effect.forever(
              Effect.zipRight(queueOne.announce(3), Effect.withClock(Effect.sleep("50 millis"), wallClock)),
            ),
          )
          const first = yield* Fiber.join(listening)
          yield* Fiber.interrupt(announcing)
          return { shared: [queueOne.shared, queueTwo.shared], first }
        }),
      "pg",
    )
    expect(heard).toEqual({ shared: [true, true], first: Option.some(3) })
  })

  it("on SQLite: nobody else to tell (one process serves a file), so nothing is heard", async () => {
    const outcome = await twoStores(
      (one) =>
        Effect.gen(function* () {
          const queue = Context.get(one, PageQueue)
          yield* queue.announce(3)
          return queue.shared
        }),
      "sqlite",
    )
    expect(outcome).toBe(false)
  })
})

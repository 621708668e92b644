import { Context, Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { Audits, Keys, Usage } from "../src"
import { DIALECTS } from "./support/databases"
import { newAudit, twoStores } from "./support/store"

const outcomes = <E extends { readonly _tag: string }>(
  answers: ReadonlyArray<Either.Either<unknown, E>>,
): Record<string, number> => {
  const counts: Record<string, number> = {}
  for (const answer of answers) {
    const tag = Either.isLeft(answer) ? answer.left._tag : "ok"
    counts[tag] = (counts[tag] ?? 0) + 1
  }
  return counts
}

describe.each(DIALECTS)("a key's limits across two processes on %s", (dialect) => {
  it("queue exactly 10 pages of 40 concurrent start calls split over both; the rest are queue_full", async () => {
    const counts = await twoStores(
      (...stores) =>
        Effect.gen(function* () {
          const { record: key } = yield* Context.get(stores[0], Keys).create({
            label: "busy",
            pagesPerSite: 50,
            auditsPerHour: 100_000,
          })
          const answers = yield* Effect.forEach(
            Array.from({ length: 40 }, (_, index) => index),
            (index) =>
              Effect.either(
                Context.get(stores[index % 2 === 0 ? 0 : 1], Audits).start(
                  newAudit(key.id, [`https://bakery.example.com/${index}`]),
                ),
              ),
            { concurrency: "unbounded" },
          )
          return outcomes(answers)
        }),
      dialect,
    )
    expect(counts).toEqual({ ok: 10, QueueFull: 30 })
  })

  it("take exactly 15 PDFs an hour of 30 concurrent requests split over both", async () => {
    const counts = await twoStores(
      (...stores) =>
        Effect.gen(function* () {
          const { record: key } = yield* Context.get(stores[0], Keys).create({ label: "reports" })
          const answers = yield* Effect.forEach(
            Array.from({ length: 30 }, (_, index) => index),
            (index) => Effect.either(Context.get(stores[index % 2 === 0 ? 0 : 1], Usage).takePdf(key)),
            { concurrency: "unbounded" },
          )
          return outcomes(answers)
        }),
      dialect,
    )
    expect(counts).toEqual({ ok: 15, RateLimited: 15 })
  })
})

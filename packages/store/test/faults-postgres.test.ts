import { Effect, Either } from "effect"
import { describe, expect, inject, it } from "vitest"
import { queryPostgres } from "../../../test/support/postgres-schemas"
import { Keys } from "../src"
import { freshDatabase, runStore } from "./support/store"

/**
 * This test's store names its connections (the URL's `application_name`), so that killing them ends
 * no other test's connections on the run's shared server.
 */
const APPLICATION = `svc-faults-${crypto.randomUUID().slice(0, 8)}`

/** Ends every connection the store holds (as an operator or a failover would), from another one. */
const killStoreConnections = Effect.promise(() =>
  queryPostgres(
    inject("postgresUrl"),
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '${APPLICATION}' AND pid <> pg_backend_pid()`,
  ),
)

describe("the store on PostgreSQL, when the database misbehaves", () => {
  it("answers StoreFailure (never a defect) while its connections are killed, and reconnects by itself", async () => {
    const outcome = await runStore(
      `${freshDatabase("pg")}&application_name=${APPLICATION}`,
      Effect.gen(function* () {
        const keys = yield* Keys
        yield* keys.create({ label: "before" })
        const answers: Array<string> = []
        for (let round = 0; round < 3; round++) {
          yield* killStoreConnections
          // A statement on a killed connection fails; the next takes a new one from the pool.
          for (let attempt = 0; attempt < 3; attempt++) {
            const listed = yield* Effect.either(keys.list())
            answers.push(Either.isLeft(listed) ? listed.left._tag : "ok")
            if (Either.isRight(listed)) break
          }
        }
        const created = yield* keys.create({ label: "after" })
        const labels = (yield* keys.list()).map((key) => key.label)
        return { answers, created: created.record.label, labels }
      }),
    )
    expect(outcome.answers.filter((answer) => answer !== "ok" && answer !== "StoreFailure")).toEqual([])
    expect(outcome.answers.filter((answer) => answer === "ok")).toHaveLength(3)
    expect(outcome.labels.toSorted()).toEqual(["after", "before"])
  })
})

import { NotFound } from "@svc/contract"
import { Deferred, Effect, Option } from "effect"

/**
 * What a wait of at most `within` milliseconds for a job in this process gives: its outcome, awaited
 * in full when it has finished or no bound is set; else `running()` when the bound passes first.
 */
export const outcomeWithin = <A, E, B>(
  outcome: Deferred.Deferred<A, E>,
  finished: boolean,
  within: Option.Option<number>,
  running: () => B,
): Effect.Effect<A | B, E> => {
  const awaited = Deferred.await(outcome)
  if (finished || Option.isNone(within)) return awaited
  return awaited.pipe(
    Effect.timeoutOption(Math.max(0, within.value)),
    Effect.map((done) => Option.getOrElse(done, running)),
  )
}

/** What waiting for a job this process did not start answers: embedded jobs live only as long as their process. */
export const notStartedHere = (job: {
  readonly kind: "audit" | "crawl"
  readonly id: string
  readonly processName: string
}): NotFound =>
  new NotFound({
    message: `No ${job.kind} with id "${job.id}" was started by ${job.processName} (embedded ${job.kind}s live only as long as its process).`,
  })

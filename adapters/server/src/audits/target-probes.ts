import { Effect } from "effect"

/**
 * How a start call's fetches of its targets went so far. Each fetch started holds one unit of the
 * key's unreachable limit until its target answers, so `unanswered` — targets that did not answer,
 * and fetches cut off before they could (the caller went away) — is what the call leaves charged.
 */
export class ProbeTally {
  started = 0
  answered = 0
  notAnswered = 0

  get unanswered(): number {
    return this.started - this.answered
  }
}

/**
 * Fetches `urls` at most `atOnce` at a time, in order. Once a target has not answered the call is
 * lost: no further fetch starts, those in flight finish, and the ones never started are `undefined`.
 */
export const probeTargets = <A>(
  urls: ReadonlyArray<string>,
  atOnce: number,
  tally: ProbeTally,
  probe: (url: string) => Effect.Effect<A>,
  answered: (answer: A) => boolean,
): Effect.Effect<ReadonlyArray<A | undefined>> =>
  Effect.forEach(
    urls,
    (url) =>
      Effect.suspend(() => {
        if (tally.notAnswered > 0) return Effect.succeed(undefined)
        tally.started++
        return Effect.tap(probe(url), (answer) =>
          Effect.sync(() => {
            if (answered(answer)) tally.answered++
            else tally.notAnswered++
          }),
        )
      }),
    { concurrency: Math.max(1, atOnce) },
  )

import { Effect, type Option, Queue } from "effect"

/** Sign-in pages and tries the panel works on at once: the hashing thread takes one credential at a time. */
export const SIGN_IN_SLOTS = 2
/** Sign-in requests that wait for a slot; more are turned away at once, touching nothing. */
export const SIGN_IN_LINE = 64

/**
 * The door of the panel's unauthenticated work (the sign-in form, the sign-in tries): at most `slots`
 * of them read the database or hash a credential at once, first come, first served, and at most
 * `line` wait. A burst of sign-ins from anywhere then holds at most `slots` statements ahead of
 * anything else the database answers; what is turned away is `none`, for the caller to answer 503.
 */
export const makeSignInGate = (slots = SIGN_IN_SLOTS, line = SIGN_IN_LINE) =>
  Effect.gen(function* () {
    // A queue of tokens hands them out in the order asked (an Effect semaphore is not fair).
    const tokens = yield* Queue.bounded<true>(slots)
    yield* Queue.offerAll(
      tokens,
      Array.from({ length: slots }, () => true as const),
    )
    let waiting = 0
    return <A, E, R>(work: Effect.Effect<A, E, R>): Effect.Effect<Option.Option<A>, E, R> =>
      Effect.uninterruptibleMask((restore) =>
        Effect.suspend(() => {
          if (waiting >= line) return Effect.succeedNone
          waiting++
          return Effect.zipRight(
            Effect.ensuring(
              restore(Queue.take(tokens)),
              Effect.sync(() => {
                waiting--
              }),
            ),
            Effect.ensuring(Effect.asSome(restore(work)), Queue.offer(tokens, true)),
          )
        }),
      )
  })

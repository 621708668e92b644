import { Cause, Effect, Exit, Option } from "effect"

/**
 * Runs an effect for promise users: resolves with its value, rejects with the typed error itself
 * (`instanceof NotPublic` works; no FiberFailure wrapper), or with the defect when something broke.
 */
export const runToPromise = async <A, E>(effect: Effect.Effect<A, E>): Promise<A> => {
  const exit = await Effect.runPromiseExit(effect)
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Cause.failureOption(exit.cause)
  throw Option.isSome(failure) ? failure.value : Cause.squash(exit.cause)
}

import { ValidationError } from "@effect/cli"
import { Console, Effect } from "effect"

const describe = (error: unknown): string => {
  if (typeof error !== "object" || error === null) return String(error)
  if ("_tag" in error && error._tag === "ServeError" && "cause" in error)
    return `cannot listen: ${error.cause instanceof Error ? error.cause.message : String(error.cause)}`
  if ("message" in error && typeof error.message === "string" && error.message !== "") {
    const cause = "cause" in error && error.cause instanceof Error ? `: ${error.cause.message}` : ""
    return `${error.message}${cause}`
  }
  return String(error)
}

/**
 * A command that failed: its reason on stderr as one plain sentence (the command line's own
 * mistakes were already explained with the usage), and exit code 1.
 */
export const reportFailure = (error: unknown): Effect.Effect<never, unknown> =>
  Effect.zipRight(
    ValidationError.isValidationError(error) ? Effect.void : Console.error(`svc-server: ${describe(error)}`),
    Effect.fail(error),
  )

import { containsApiKey } from "@svc/contract"
import { Effect, Option } from "effect"
import { UsageError } from "./errors"

/** Option names people reach for when they try to pass a key. */
const KEY_OPTION = /^(--?(api[-_]?key|key|token|auth|authorization)|-k)(=.*)?$/i
const KEY_ASSIGNMENT = /^SVC_API_KEY=/i

/** Keys are long and random; a short value is compared whole so that it cannot match ordinary words. */
const containsKey = (argument: string, key: string): boolean =>
  key.length >= 8 ? argument.includes(key) : argument === key

/**
 * Refuses a command line that carries an API key: a key option (`--key`, `--api-key`, `--token`, …),
 * a `SVC_API_KEY=…` word, any argument holding the key in the environment, or anything shaped like a
 * key (in a URL too, percent-encoded or not — the server refuses such a URL as well). Arguments end up in
 * shell history, CI logs and process lists; the key belongs in `SVC_API_KEY` only. The message never
 * repeats what was given.
 */
export const refuseKeyArguments = (
  argumentsGiven: ReadonlyArray<string>,
  environmentKey: Option.Option<string>,
): Effect.Effect<void, UsageError> => {
  const key = Option.filter(environmentKey, (value) => value.trim() !== "")
  const carriesKey = argumentsGiven.some(
    (argument) =>
      KEY_OPTION.test(argument) ||
      KEY_ASSIGNMENT.test(argument) ||
      containsApiKey(argument) ||
      (Option.isSome(key) && containsKey(argument, key.value)),
  )
  return carriesKey
    ? Effect.fail(
        new UsageError({
          message:
            "svc takes the API key only from the SVC_API_KEY environment variable, never as an argument (arguments end up in shell history, logs and process lists). Export SVC_API_KEY and run the command without the key.",
        }),
      )
    : Effect.void
}

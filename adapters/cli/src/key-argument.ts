import { Effect, Option } from "effect"
import { UsageError } from "./errors"
import { argumentsCarryKey } from "./key-in-arguments"

/**
 * Refuses a command line that carries an API key (`argumentsCarryKey`). Arguments end up in shell
 * history, CI logs and process lists; the key belongs in `SVC_API_KEY` only. The message never
 * repeats what was given.
 */
export const refuseKeyArguments = (
  argumentsGiven: ReadonlyArray<string>,
  environmentKey: Option.Option<string>,
): Effect.Effect<void, UsageError> =>
  argumentsCarryKey(argumentsGiven, Option.getOrUndefined(environmentKey))
    ? Effect.fail(
        new UsageError({
          message:
            "svc takes the API key only from the SVC_API_KEY environment variable, never as an argument (arguments end up in shell history, logs and process lists). Export SVC_API_KEY and run the command without the key.",
        }),
      )
    : Effect.void

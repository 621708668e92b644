import { Config, Effect, Either, Option, Redacted } from "effect"
import { SetupError } from "./errors"

/** Where audits run: in this process, or on the svc server named by `SVC_API_URL`. */
export type Mode =
  | {
      readonly _tag: "Embedded"
      /** Web pages are measured with Lighthouse (when Chromium starts) unless `SVC_NO_LIGHTHOUSE` says no. */
      readonly lighthouse: boolean
    }
  | {
      readonly _tag: "Remote"
      /** The server's base URL, without a trailing slash. */
      readonly baseUrl: string
      /** `SVC_API_KEY`; required only when a call is made. */
      readonly key: Option.Option<Redacted.Redacted<string>>
    }

const TRUE_WORDS = ["true", "yes", "on", "1"]
const FALSE_WORDS = ["false", "no", "off", "0"]

/**
 * `SVC_NO_LIGHTHOUSE`: `true` (or yes, on, 1) skips Lighthouse in embedded audits; unset, blank or
 * `false` (no, off, 0) leaves it on. Anything else is refused rather than guessed.
 */
const lighthouseOff = Effect.gen(function* () {
  const value = yield* Config.option(Config.string("SVC_NO_LIGHTHOUSE"))
  const word = Option.getOrElse(value, () => "")
    .trim()
    .toLowerCase()
  if (word === "" || FALSE_WORDS.includes(word)) return false
  if (TRUE_WORDS.includes(word)) return true
  return yield* new SetupError({
    message: `SVC_NO_LIGHTHOUSE must be true or false (yes/no, on/off, 1/0), not "${word}".`,
  })
})

/**
 * The mode, from the environment only: `SVC_API_URL` switches to a server and `SVC_API_KEY` is its
 * key; without a server, `SVC_NO_LIGHTHOUSE` switches Lighthouse off (a server decides that itself,
 * so there the variable is not read). Blank variables count as unset (CI systems often define them
 * empty).
 */
export const readMode: Effect.Effect<Mode, SetupError> = Effect.gen(function* () {
  const apiUrl = Option.filter(
    yield* Config.option(Config.string("SVC_API_URL")),
    (text) => text.trim() !== "",
  )
  if (Option.isNone(apiUrl)) return { _tag: "Embedded", lighthouse: !(yield* lighthouseOff) } as const
  // The API client is loaded only when a server is named.
  const { parseServerUrl } = yield* Effect.promise(() => import("@svc/client"))
  const baseUrl = parseServerUrl(apiUrl.value)
  if (Either.isLeft(baseUrl)) return yield* new SetupError({ message: `SVC_API_URL ${baseUrl.left}.` })
  const key = Option.filter(
    yield* Config.option(Config.redacted("SVC_API_KEY")),
    (value) => Redacted.value(value).trim() !== "",
  )
  return { _tag: "Remote", baseUrl: baseUrl.right, key } as const
}).pipe(
  Effect.catchTag("ConfigError", () =>
    Effect.fail(
      new SetupError({ message: "SVC_API_URL and SVC_API_KEY could not be read from the environment." }),
    ),
  ),
)

/** The key of a remote mode, or the error that says how to provide it. */
export const requireKey = (
  key: Option.Option<Redacted.Redacted<string>>,
): Effect.Effect<Redacted.Redacted<string>, SetupError> =>
  Option.match(key, {
    onNone: () =>
      Effect.fail(
        new SetupError({
          message:
            "SVC_API_URL is set but SVC_API_KEY is not: export the key in the environment (svc never takes it as an argument).",
        }),
      ),
    onSome: Effect.succeed,
  })

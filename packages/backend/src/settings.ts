import { parseServerUrl } from "@svc/client"
import { Config, ConfigError, Either, Option, Redacted } from "effect"

/**
 * Where audits run, as the environment says: on the svc server `SVC_API_URL` names, with the key in
 * `SVC_API_KEY`, or in this process.
 */
export type BackendSettings =
  | {
      readonly _tag: "remote"
      /** The server's base URL, without a trailing slash. */
      readonly apiUrl: string
      /** `SVC_API_KEY`; when it is missing is each adapter's choice (`missingKey` of the backend). */
      readonly apiKey: Option.Option<Redacted.Redacted>
    }
  | {
      readonly _tag: "embedded"
      /** Measure pages with Lighthouse in Chromium (when it starts); `SVC_NO_LIGHTHOUSE=true` turns it off. */
      readonly lighthouse: boolean
      /** `SVC_API_KEY` is set without `SVC_API_URL`: the key goes unused (svc-mcp says so at start). */
      readonly keyUnused: boolean
    }

/** How an adapter reads the environment where the CLI and the MCP server differ. */
export interface SettingsOptions {
  /** The sentence refusing a malformed `SVC_API_URL`, from its text and what is wrong with it. */
  readonly badApiUrl: (text: string, reason: string) => string
  /**
   * `embedded`: `SVC_NO_LIGHTHOUSE` is read without a server only (the CLI: a server decides that
   * itself, so there the variable is ignored); `always`: a bad value is refused in both modes (svc-mcp).
   */
  readonly readsNoLighthouse: "embedded" | "always"
}

const TRUE_WORDS = ["true", "yes", "on", "1"]
const FALSE_WORDS = ["false", "no", "off", "0"]

/** A variable set to white space only counts as unset, as CI systems and MCP client configurations leave them. */
const present = (value: Option.Option<string>): Option.Option<string> =>
  Option.filter(
    Option.map(value, (text) => text.trim()),
    (text) => text !== "",
  )

const invalid = (variable: string, message: string) => ConfigError.InvalidData([variable], message)

/**
 * `SVC_NO_LIGHTHOUSE`: `true` (yes, on, 1) turns Lighthouse off; unset, blank or `false` (no, off, 0)
 * leaves it on. Anything else is refused rather than guessed.
 */
export const noLighthouseOf = (
  value: Option.Option<string>,
): Either.Either<boolean, ConfigError.ConfigError> => {
  const word = Option.getOrElse(present(value), () => "").toLowerCase()
  if (word === "" || FALSE_WORDS.includes(word)) return Either.right(false)
  if (TRUE_WORDS.includes(word)) return Either.right(true)
  return Either.left(
    invalid(
      "SVC_NO_LIGHTHOUSE",
      `SVC_NO_LIGHTHOUSE must be true or false (yes/no, on/off, 1/0), not "${word}".`,
    ),
  )
}

const apiUrlOf = (
  value: Option.Option<string>,
  options: SettingsOptions,
): Either.Either<Option.Option<string>, ConfigError.ConfigError> =>
  Option.match(present(value), {
    onNone: () => Either.right(Option.none()),
    onSome: (text) =>
      Either.match(parseServerUrl(text), {
        onLeft: (reason) => Either.left(invalid("SVC_API_URL", options.badApiUrl(text, reason))),
        onRight: (baseUrl) => Either.right(Option.some(baseUrl)),
      }),
  })

/** Both values, or every refusal at once (so one start-up line says everything to change). */
const both = <A, B>(
  left: Either.Either<A, ConfigError.ConfigError>,
  right: Either.Either<B, ConfigError.ConfigError>,
): Either.Either<readonly [A, B], ConfigError.ConfigError> =>
  Either.isLeft(left)
    ? Either.left(Either.isLeft(right) ? ConfigError.And(left.left, right.left) : left.left)
    : Either.map(right, (value) => [left.right, value] as const)

/**
 * The one reader of where audits run, for the CLI and the MCP server alike: `SVC_API_URL` switches to
 * a server and `SVC_API_KEY` is its key; without a server, `SVC_NO_LIGHTHOUSE` switches Lighthouse
 * off. Blank variables count as unset. A refusal is a `ConfigError` whose message is the whole
 * sentence (`settingsErrorSentences` reads them).
 */
export const backendSettings = (options: SettingsOptions): Config.Config<BackendSettings> =>
  Config.all({
    apiUrl: Config.option(Config.string("SVC_API_URL")),
    apiKey: Config.option(Config.redacted("SVC_API_KEY")),
    noLighthouse: Config.option(Config.string("SVC_NO_LIGHTHOUSE")),
  }).pipe(
    Config.mapOrFail(({ apiUrl, apiKey, noLighthouse }) => {
      const key = Option.filter(apiKey, (value) => Redacted.value(value).trim() !== "")
      const server = apiUrlOf(apiUrl, options)
      const readsLighthouse =
        options.readsNoLighthouse === "always" || (Either.isRight(server) && Option.isNone(server.right))
      const lighthouseOff = readsLighthouse ? noLighthouseOf(noLighthouse) : Either.right(false)
      return Either.map(
        both(server, lighthouseOff),
        ([url, off]): BackendSettings =>
          Option.match(url, {
            onNone: () => ({ _tag: "embedded", lighthouse: !off, keyUnused: Option.isSome(key) }),
            onSome: (baseUrl) => ({ _tag: "remote", apiUrl: baseUrl, apiKey: key }),
          }),
      )
    }),
  )

/** The sentences of a configuration error: each variable's own message, without Effect's wrapping. */
export const settingsErrorSentences = (error: ConfigError.ConfigError): ReadonlyArray<string> =>
  ConfigError.reduceWithContext(error, undefined, {
    andCase: (_, left, right) => [...left, ...right],
    orCase: (_, left, right) => [...left, ...right],
    invalidDataCase: (_, path, message) => [
      message.includes(path.join(".")) ? message : `${path.join(".")}: ${message}`,
    ],
    missingDataCase: (_, path, message) => [`${path.join(".")}: ${message}`],
    sourceUnavailableCase: (_, path, message) => [`${path.join(".")}: ${message}`],
    unsupportedCase: (_, path, message) => [`${path.join(".")}: ${message}`],
  })

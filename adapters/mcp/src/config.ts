import { parseServerUrl } from "@svc/client"
import { Config, ConfigError, Either, Option, Redacted } from "effect"

/** The longest a tool call waits for an audit before it answers with the audit id (the spec's MCP wait). */
export const MAX_WAIT_SECONDS = 45

/** Where audits run: an svc server (`SVC_API_URL`) or this process. */
export type Mode =
  | {
      readonly _tag: "remote"
      /** The server's base URL, without a trailing slash. */
      readonly apiUrl: string
      readonly apiKey: Option.Option<Redacted.Redacted>
    }
  | {
      readonly _tag: "embedded"
      readonly allowPrivateTargets: boolean
      /** Measure pages with Lighthouse in Chromium (when it starts); `SVC_NO_LIGHTHOUSE=true` turns it off. */
      readonly lighthouse: boolean
      /** `SVC_API_KEY` is set without `SVC_API_URL`: said on stderr, since the key then goes unused. */
      readonly keyUnused: boolean
    }

export interface McpConfig {
  readonly mode: Mode
  /** How long one call waits for an audit, in milliseconds. */
  readonly waitMs: number
}

/** A variable set to white space only counts as unset, as MCP client configurations often leave them. */
const present = (value: Option.Option<string>): string | undefined => {
  const text = Option.getOrUndefined(value)?.trim()
  return text === undefined || text === "" ? undefined : text
}

const apiUrl = Config.option(Config.string("SVC_API_URL")).pipe(
  Config.mapOrFail((value): Either.Either<Option.Option<string>, ConfigError.ConfigError> => {
    const text = present(value)
    if (text === undefined) return Either.right(Option.none())
    return Either.match(parseServerUrl(text), {
      onLeft: (reason) =>
        Either.left(
          ConfigError.InvalidData(
            ["SVC_API_URL"],
            `SVC_API_URL must be the http(s) address of an svc server, e.g. https://svc.example.com; "${text}" ${reason}.`,
          ),
        ),
      onRight: (baseUrl) => Either.right(Option.some(baseUrl)),
    })
  }),
)

const apiKey = Config.option(Config.redacted("SVC_API_KEY"))

/** `SVC_MCP_WAIT_SECONDS`: for tests only, shortens the 45-second wait; it can never lengthen it. */
const waitSeconds = Config.integer("SVC_MCP_WAIT_SECONDS").pipe(
  Config.validate({
    message: `SVC_MCP_WAIT_SECONDS (for tests only) must be a whole number of seconds from 1 to ${MAX_WAIT_SECONDS}.`,
    validation: (seconds) => seconds >= 1 && seconds <= MAX_WAIT_SECONDS,
  }),
  Config.withDefault(MAX_WAIT_SECONDS),
)

/** `SVC_MCP_ALLOW_PRIVATE_TARGETS`: for tests and local development, lets the embedded mode audit localhost. */
const allowPrivateTargets = Config.boolean("SVC_MCP_ALLOW_PRIVATE_TARGETS").pipe(Config.withDefault(false))

const TRUE_WORDS = ["true", "yes", "on", "1"]
const FALSE_WORDS = ["false", "no", "off", "0"]

/** `SVC_NO_LIGHTHOUSE`: `true` (yes, on, 1) skips Lighthouse in embedded mode; unset or blank leaves it on. */
const noLighthouse = Config.option(Config.string("SVC_NO_LIGHTHOUSE")).pipe(
  Config.mapOrFail((value): Either.Either<boolean, ConfigError.ConfigError> => {
    const word = present(value)?.toLowerCase()
    if (word === undefined || FALSE_WORDS.includes(word)) return Either.right(false)
    if (TRUE_WORDS.includes(word)) return Either.right(true)
    return Either.left(
      ConfigError.InvalidData(
        ["SVC_NO_LIGHTHOUSE"],
        `SVC_NO_LIGHTHOUSE must be true or false (yes/no, on/off, 1/0), not "${word}".`,
      ),
    )
  }),
)

/** The server's configuration, from its environment. */
export const mcpConfig: Config.Config<McpConfig> = Config.all({
  apiUrl,
  apiKey,
  waitSeconds,
  allowPrivateTargets,
  noLighthouse,
}).pipe(
  Config.map(({ apiUrl, apiKey, waitSeconds, allowPrivateTargets, noLighthouse }): McpConfig => {
    const key = Option.filter(apiKey, (value) => present(Option.some(Redacted.value(value))) !== undefined)
    return {
      mode: Option.match(apiUrl, {
        onNone: (): Mode => ({
          _tag: "embedded",
          allowPrivateTargets,
          lighthouse: !noLighthouse,
          keyUnused: Option.isSome(key),
        }),
        onSome: (url): Mode => ({ _tag: "remote", apiUrl: url, apiKey: key }),
      }),
      waitMs: waitSeconds * 1000,
    }
  }),
)

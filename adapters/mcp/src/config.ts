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

/** The server's configuration, from its environment. */
export const mcpConfig: Config.Config<McpConfig> = Config.all({
  apiUrl,
  apiKey,
  waitSeconds,
  allowPrivateTargets,
}).pipe(
  Config.map(({ apiUrl, apiKey, waitSeconds, allowPrivateTargets }): McpConfig => {
    const key = Option.filter(apiKey, (value) => present(Option.some(Redacted.value(value))) !== undefined)
    return {
      mode: Option.match(apiUrl, {
        onNone: (): Mode => ({ _tag: "embedded", allowPrivateTargets, keyUnused: Option.isSome(key) }),
        onSome: (url): Mode => ({ _tag: "remote", apiUrl: url, apiKey: key }),
      }),
      waitMs: waitSeconds * 1000,
    }
  }),
)

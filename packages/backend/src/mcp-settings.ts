import { Config } from "effect"

/** The longest a tool call of svc-mcp waits for an audit before it answers with the audit id (the spec's MCP wait). */
export const MAX_WAIT_SECONDS = 45

/** What only svc-mcp reads from its environment (the CLI takes `--allow-private`, and waits for every page). */
export interface McpSettings {
  /** `SVC_MCP_ALLOW_PRIVATE_TARGETS`: for tests and local development, embedded audits of localhost. */
  readonly allowPrivateTargets: boolean
  /** `SVC_MCP_WAIT_SECONDS`: for tests only, shortens the 45-second wait; it can never lengthen it. */
  readonly waitSeconds: number
}

/** svc-mcp's own variables, read beside `backendSettings`. */
export const mcpSettings: Config.Config<McpSettings> = Config.all({
  waitSeconds: Config.integer("SVC_MCP_WAIT_SECONDS").pipe(
    Config.validate({
      message: `SVC_MCP_WAIT_SECONDS (for tests only) must be a whole number of seconds from 1 to ${MAX_WAIT_SECONDS}.`,
      validation: (seconds) => seconds >= 1 && seconds <= MAX_WAIT_SECONDS,
    }),
    Config.withDefault(MAX_WAIT_SECONDS),
  ),
  allowPrivateTargets: Config.boolean("SVC_MCP_ALLOW_PRIVATE_TARGETS").pipe(Config.withDefault(false)),
})

import { coloursWanted } from "@svc/contract"
import { Effect, Logger } from "effect"

/** The `svc-mcp:` prefix, red where stderr wants colours (a terminal, FORCE_COLOR; never NO_COLOR). */
const prefix = (problem: boolean): string =>
  problem && coloursWanted(process.stderr, process.env) ? "\u001b[31msvc-mcp:\u001b[39m" : "svc-mcp:"

/** A line for people on stderr: stdout belongs to the MCP protocol. */
export const logLine = (message: string): void => {
  process.stderr.write(`${prefix(false)} ${message}\n`)
}

/** A line on stderr about something the person who configured svc-mcp should change. */
export const problemLine = (message: string): void => {
  process.stderr.write(`${prefix(true)} ${message}\n`)
}

const textOf = (message: unknown): string =>
  (Array.isArray(message) ? message : [message])
    .map((part) => (typeof part === "string" ? part : String(part)))
    .join(" ")

/** Effect's log lines (e.g. why Chromium could not start) as svc-mcp's own `svc-mcp: …` lines. */
const lineLogger = Logger.make(({ message }) => logLine(textOf(message)))

/**
 * Runs `effect` with svc-mcp's logger in place of Effect's default one. Audits forked by a tool call
 * inherit it, so whatever they log reads like every other line of svc-mcp.
 */
export const withLogLines = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.provide(effect, Logger.replace(Logger.defaultLogger, lineLogger))

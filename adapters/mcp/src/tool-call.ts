import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { Cause, Effect, Exit, Option } from "effect"
import { logLine, withLogLines } from "./log"
import { type CallExtra, withProgress } from "./progress"
import { failureText, type ToolFailure, type ToolName } from "./tool-failure"

/** A tool error: text only, so no client validates it against the tool's output schema. */
export const toolError = (text: string): CallToolResult => ({
  content: [{ type: "text", text }],
  isError: true,
})

/**
 * Runs a tool's program for one call. A failure becomes a tool error with its `code` and next step;
 * anything unexpected is logged on stderr and answered as `internal`, so no call can stop the server.
 * A call the client cancels interrupts its wait, never the audit it waits for; a client that asked
 * for progress hears every 5 seconds how long the call has waited.
 */
export const runToolCall = async (
  tool: ToolName,
  program: Effect.Effect<CallToolResult, ToolFailure>,
  extra: CallExtra,
  waitSeconds: number,
): Promise<CallToolResult> => {
  const exit = await Effect.runPromiseExit(withLogLines(withProgress(extra, waitSeconds, program)), {
    signal: extra.signal,
  })
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Cause.failureOption(exit.cause)
  if (Option.isSome(failure)) return toolError(failureText(failure.value, tool))
  if (Cause.isInterruptedOnly(exit.cause)) return toolError("Error internal: the call was cancelled.")
  logLine(`${tool} failed unexpectedly: ${Cause.pretty(exit.cause)}`)
  return toolError(
    `Error internal: ${tool} failed because of a fault of svc-mcp (details are on its stderr). Try the call again; if it fails again, report it.`,
  )
}

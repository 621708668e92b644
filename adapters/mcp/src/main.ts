import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js"
import { AuditBackend, auditBackendLayer } from "@svc/backend"
import { SVC_VERSION } from "@svc/core/version"
import { Context, Effect, Exit, Layer } from "effect"
import { backendOptions } from "./backend-options"
import { mcpConfig } from "./config"
import { logLine, problemLine, withLogLines } from "./log"
import { createSvcMcpServer } from "./server"
import { startFailureText } from "./start-failure"
import { toolAudits } from "./tool-audits"

const STOP_SIGNALS = ["SIGTERM", "SIGINT", "SIGHUP"] as const

/**
 * Resolves when the session ends: the client closes stdin or the transport, or a signal asks the
 * process to stop (a client that does not wait sends SIGTERM). Handling the signals lets the session's
 * scope close — running audits stopped, Chromium killed and its profile removed — before the exit.
 * The listeners stay for the shutdown, so a SIGTERM that follows the closed stdin does not cut it short.
 */
const untilClosed = (onClose: (close: () => void) => void) =>
  Effect.async<void>((resume) => {
    const close = () => resume(Effect.void)
    process.stdin.once("end", close)
    process.stdin.once("close", close)
    for (const signal of STOP_SIGNALS) process.once(signal, close)
    onClose(close)
  })

/** Reads the configuration, builds the backend, serves MCP on stdin/stdout until the client leaves. */
const serve = Effect.gen(function* () {
  const config = yield* mcpConfig
  if (config.mode._tag === "embedded" && config.mode.keyUnused)
    problemLine(
      "SVC_API_KEY is set but SVC_API_URL is not: audits run in this process and the key is unused. Set SVC_API_URL to the svc server's address to audit there.",
    )
  // Built in the scope of the whole session: the backend's connections live as long as the server.
  const services = yield* Layer.build(auditBackendLayer(config.mode, backendOptions(config.mode)))
  const backend = yield* toolAudits(Context.get(services, AuditBackend))
  const server = createSvcMcpServer({
    backend,
    waitMs: config.waitMs,
    workingDirectory: process.cwd(),
  })
  const transport = new StdioServerTransport()
  server.server.onerror = (error) => logLine(`protocol error: ${error.message}`)
  yield* Effect.promise(() => server.connect(transport))
  logLine(`${SVC_VERSION} ready on stdio; audits: ${backend.describe}; waits up to ${config.waitMs / 1000} s`)
  yield* untilClosed((close) => {
    server.server.onclose = close
  })
  yield* Effect.promise(() => server.close())
}).pipe(Effect.scoped, withLogLines)

/** Runs the server; resolves with the process exit code (1 when it could not start). */
export const main = async (): Promise<number> => {
  const exit = await Effect.runPromiseExit(serve)
  if (Exit.isSuccess(exit)) return 0
  problemLine(startFailureText(exit.cause))
  return 1
}

import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js"
import { Cause, Context, Effect, Exit, Layer } from "effect"
import { AuditBackend } from "./backend"
import { backendLayer } from "./backend-layer"
import { mcpConfig } from "./config"
import { logLine } from "./log"
import { createSvcMcpServer } from "./server"
import { SVC_MCP_VERSION } from "./version"

/** Resolves when the client goes away: stdin ends, or the transport closes. */
const untilClosed = (onClose: (close: () => void) => void) =>
  Effect.async<void>((resume) => {
    const close = () => resume(Effect.void)
    process.stdin.once("end", close)
    process.stdin.once("close", close)
    onClose(close)
  })

/** Reads the configuration, builds the backend, serves MCP on stdin/stdout until the client leaves. */
const serve = Effect.gen(function* () {
  const config = yield* mcpConfig
  // Built in the scope of the whole session: the backend's connections live as long as the server.
  const services = yield* Layer.build(backendLayer(config.mode))
  const backend = Context.get(services, AuditBackend)
  const server = createSvcMcpServer({
    backend,
    waitMs: config.waitMs,
    workingDirectory: process.cwd(),
  })
  const transport = new StdioServerTransport()
  server.server.onerror = (error) => logLine(`protocol error: ${error.message}`)
  yield* Effect.promise(() => server.connect(transport))
  logLine(
    `${SVC_MCP_VERSION} ready on stdio; audits: ${backend.describe}; waits up to ${config.waitMs / 1000} s`,
  )
  yield* untilClosed((close) => {
    server.server.onclose = close
  })
  yield* Effect.promise(() => server.close())
}).pipe(Effect.scoped)

/** Runs the server; resolves with the process exit code (1 when it could not start). */
export const main = async (): Promise<number> => {
  const exit = await Effect.runPromiseExit(serve)
  if (Exit.isSuccess(exit)) return 0
  logLine(`could not start: ${Cause.pretty(exit.cause)}`)
  return 1
}

#!/usr/bin/env node
// svc-mcp: the svc MCP server over stdio. --help and --version answer and exit; otherwise stdout
// carries only protocol messages, so anything a dependency would print there goes to stderr
// instead — set before the server's modules are loaded.
import { invocationOf } from "./command-line"

const invocation = invocationOf(process.argv.slice(2))
if (invocation._tag === "answer") {
  process.stdout.write(invocation.stdout)
  process.stderr.write(invocation.stderr)
  process.exitCode = invocation.code
} else {
  const toStderr = (...values: unknown[]) => console.error(...values)
  console.log = toStderr
  console.info = toStderr
  console.debug = toStderr

  const { main } = await import("./main")
  // Once the client has gone, audits still running have nobody to answer: end the process with them.
  process.exit(await main())
}

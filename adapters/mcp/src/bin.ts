#!/usr/bin/env node
// svc-mcp: the svc MCP server over stdio. stdout carries only protocol messages, so anything a
// dependency would print there goes to stderr instead — set before any other module is loaded.
const toStderr = (...values: unknown[]) => console.error(...values)
console.log = toStderr
console.info = toStderr
console.debug = toStderr

const { main } = await import("./main")
// Once the client has gone, audits still running have nobody to answer: end the process with them.
process.exit(await main())

export {}

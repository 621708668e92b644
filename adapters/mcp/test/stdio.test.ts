import { describe, expect, it } from "vitest"
import { type SvcMcpRun, spawnSvcMcp } from "./support/svc-mcp"

/**
 * Runs svc-mcp with `input` on stdin; closes stdin once `answers` lines have come on stdout (at once
 * when 0) and waits for the process to end by itself.
 */
const runWithInput = (input: string, env: Record<string, string> = {}, answers = 0): Promise<SvcMcpRun> => {
  const { child, finished } = spawnSvcMcp([], env, (stdout, process) => {
    if (stdout.split("\n").length > answers) process.stdin.end()
  })
  if (answers === 0) child.stdin.end(input)
  else child.stdin.write(input)
  return finished
}

const message = (value: object) => `${JSON.stringify({ jsonrpc: "2.0", ...value })}\n`

describe("stdout carries protocol messages only (a raw svc-mcp process, no SDK on the client side)", () => {
  it("answers every request with one JSON-RPC line, logs on stderr, survives junk, and exits when stdin ends", async () => {
    const input = [
      message({
        id: 1,
        method: "initialize",
        params: {
          protocolVersion: "2025-06-18",
          capabilities: {},
          clientInfo: { name: "raw", version: "1" },
        },
      }),
      message({ method: "notifications/initialized" }),
      "this line is not JSON\n",
      message({ id: 2, method: "tools/list" }),
      message({ id: 3, method: "tools/call", params: { name: "audit_website", arguments: { url: 42 } } }),
      message({
        id: 4,
        method: "tools/call",
        params: { name: "audit_website", arguments: { url: "http://127.0.0.1:1/" } },
      }),
      message({
        id: 5,
        method: "tools/call",
        params: { name: "get_audit_result", arguments: { audit_id: "x" } },
      }),
      message({ id: 6, method: "no/such/method" }),
    ].join("")
    const run = await runWithInput(input, { SVC_MCP_ALLOW_PRIVATE_TARGETS: "1" }, 6)

    expect(run.code).toBe(0)
    const lines = run.stdout.split("\n").filter((line) => line !== "")
    const messages = lines.map(
      (line) => JSON.parse(line) as { jsonrpc: string; id?: number; error?: unknown },
    )
    for (const parsed of messages) expect(parsed.jsonrpc).toBe("2.0")
    expect(messages.map((parsed) => parsed.id).sort()).toEqual([1, 2, 3, 4, 5, 6])
    expect(run.stdout.endsWith("\n")).toBe(true)
    expect(messages.find((parsed) => parsed.id === 6)?.error).toMatchObject({ code: -32601 })
    expect(run.stderr).toContain("svc-mcp: 0.3.0 ready on stdio")
  }, 60_000)
})

describe("a configuration that cannot work (config.test.ts has every case)", () => {
  it("stops svc-mcp at once with exit code 1, saying why on stderr and nothing on stdout", async () => {
    const run = await runWithInput("", { SVC_MCP_WAIT_SECONDS: "46" })
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toMatch(/svc-mcp: could not start/)
    expect(run.stderr).toMatch(
      /SVC_MCP_WAIT_SECONDS \(for tests only\) must be a whole number of seconds from 1 to 45/,
    )
  }, 60_000)

  it("stops svc-mcp with SVC_API_URL but no SVC_API_KEY, saying where the key goes", async () => {
    const run = await runWithInput("", { SVC_API_URL: "http://127.0.0.1:9" })
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain("SVC_API_URL is set (http://127.0.0.1:9) but SVC_API_KEY is not")
  }, 60_000)
})

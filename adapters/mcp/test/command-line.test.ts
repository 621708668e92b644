import { describe, expect, it } from "vitest"
import { startOnTerminal } from "../../../test/support/pseudo-terminal"
import manifest from "../package.json"
import { type SvcMcpRun, spawnSvcMcp, startSvcMcp, svcMcpCommand } from "./support/svc-mcp"

const ESCAPE = "\u001b"
const BAD_URL = { SVC_API_URL: "ftp://svc.example.com" }

/** Runs the real svc-mcp with `args`, stdin closed at once, in a bare environment plus `env`. */
const runSvcMcp = (args: ReadonlyArray<string>, env: Record<string, string> = {}): Promise<SvcMcpRun> => {
  const { child, finished } = spawnSvcMcp(args, env)
  child.stdin.end()
  return finished
}

/** Runs svc-mcp with its stderr on a pseudo-terminal (util-linux `script`); stdin stays closed. */
const runSvcMcpOnTerminal = (env: Record<string, string>): Promise<SvcMcpRun> => {
  const child = startOnTerminal([svcMcpCommand.command, ...svcMcpCommand.args], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...env },
    stdinFromNull: true,
  })
  let stdout = ""
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8")
  })
  return new Promise((resolve) => child.on("close", (code) => resolve({ stdout, stderr: "", code })))
}

describe("svc-mcp on the command line (a real process)", { timeout: 60_000 }, () => {
  it("answers --help and --version (and -h, -v) instead of serving", async () => {
    const [help, short, version, v] = await Promise.all([
      runSvcMcp(["--help"]),
      runSvcMcp(["-h"]),
      runSvcMcp(["--version"]),
      runSvcMcp(["-v"]),
    ])
    for (const run of [help, short]) {
      expect(run.code).toBe(0)
      expect(run.stdout).toContain(`svc-mcp ${manifest.version}`)
      expect(run.stdout).toContain("SVC_API_URL")
      expect(run.stdout).toContain("audit_website")
      expect(run.stderr).not.toContain("ready on stdio")
    }
    for (const run of [version, v]) {
      expect(run.code).toBe(0)
      expect(run.stdout).toBe(`${manifest.version}\n`)
      expect(run.stderr).toBe("")
    }
  })

  it("refuses other arguments in one line without repeating them", async () => {
    const run = await runSvcMcp(["--key", "svc_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0"])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr.trim().split("\n")).toHaveLength(1)
    expect(run.stderr).toContain("configured through its environment")
    expect(run.stderr).not.toContain("svc_test_")
  })

  it("says a bad configuration in one line of what to change: no stack trace, no Effect wrapping, exit 1", async () => {
    const run = await runSvcMcp([], { ...BAD_URL, SVC_MCP_WAIT_SECONDS: "99" })
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr.trim().split("\n")).toEqual([
      'svc-mcp: could not start: SVC_API_URL must be the http(s) address of an svc server, e.g. https://svc.example.com; "ftp://svc.example.com" is not an http(s) URL. SVC_MCP_WAIT_SECONDS (for tests only) must be a whole number of seconds from 1 to 45.',
    ])
  })

  it("says on stderr that SVC_API_KEY without SVC_API_URL goes unused, and serves in this process", async () => {
    const session = await startSvcMcp({ env: { SVC_API_KEY: "svc_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0" } })
    try {
      const { tools } = await session.client.listTools()
      expect(tools.map((tool) => tool.name)).toContain("audit_website")
      expect(session.stderr()).toContain(
        "svc-mcp: SVC_API_KEY is set but SVC_API_URL is not: audits run in this process and the key is unused.",
      )
      expect(session.stderr()).toContain("audits: embedded")
      expect(session.stderr()).not.toContain("svc_test_")
    } finally {
      await session.close()
    }
  })
})

describe("svc-mcp's stderr colours (FORCE_COLOR, NO_COLOR, TERM, a terminal)", { timeout: 60_000 }, () => {
  it("colours a pipe only when FORCE_COLOR asks (1–3 or empty), never with FORCE_COLOR=0", async () => {
    const forced = ["1", "3", ""]
    const runs = await Promise.all([
      ...forced.map((level) => runSvcMcp([], { ...BAD_URL, FORCE_COLOR: level, NO_COLOR: "1" })),
      runSvcMcp([], BAD_URL),
      runSvcMcp([], { ...BAD_URL, FORCE_COLOR: "0" }),
    ])
    runs.forEach((run, index) => {
      expect(run.code).toBe(1)
      expect(run.stderr).toContain("could not start")
      expect(run.stderr.includes(`${ESCAPE}[31msvc-mcp:${ESCAPE}[39m`)).toBe(index < forced.length)
      if (index >= forced.length) expect(run.stderr).not.toContain(ESCAPE)
    })
  })

  it("colours a terminal, but not with NO_COLOR, TERM=dumb or FORCE_COLOR=0", async () => {
    const [terminal, noColor, dumb, forcedOff] = await Promise.all([
      runSvcMcpOnTerminal({ ...BAD_URL, TERM: "xterm-256color" }),
      runSvcMcpOnTerminal({ ...BAD_URL, TERM: "xterm-256color", NO_COLOR: "1" }),
      runSvcMcpOnTerminal({ ...BAD_URL, TERM: "dumb" }),
      runSvcMcpOnTerminal({ ...BAD_URL, TERM: "xterm-256color", FORCE_COLOR: "0" }),
    ])
    for (const run of [terminal, noColor, dumb, forcedOff]) expect(run.stdout).toContain("could not start")
    expect(terminal.stdout).toContain(`${ESCAPE}[31msvc-mcp:${ESCAPE}[39m`)
    for (const run of [noColor, dumb, forcedOff]) expect(run.stdout).not.toContain(ESCAPE)
  })
})

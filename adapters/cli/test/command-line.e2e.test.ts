import { spawn } from "node:child_process"
import { stripAnsi } from "@svc/contract"
import { describe, expect, it } from "vitest"
import { CLI_VERSION } from "../src/version"
import { repositoryRoot, runSvc, runSvcOnTerminal } from "./support/run-svc"

const ESCAPE = "\u001b"
const home = "fixtures/sites/bakery/index.html"
const KEY = "svc_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0"

describe("the svc command line (a real process)", { timeout: 120_000 }, () => {
  it("has --help everywhere and --version, without colours on a pipe", async () => {
    const runs = await Promise.all([
      runSvc(["--help"]),
      runSvc(["audit", "--help"]),
      runSvc(["result", "--help"]),
      runSvc(["key", "check", "--help"]),
      runSvc(["--version"]),
    ])
    const [root, audit, result, keyCheck, version] = runs
    for (const run of runs) {
      expect(run.code).toBe(0)
      expect(run.stdout).not.toContain(ESCAPE)
    }
    expect(root?.stdout).toMatch(/- audit .*<url\|file>/)
    expect(root?.stdout).toContain("- result")
    expect(root?.stdout).toContain("- key check")
    expect(audit?.stdout).toContain("--allow-private")
    expect(audit?.stdout).toContain("--no-lighthouse")
    expect(audit?.stdout).toContain("--format human | json | sarif")
    expect(result?.stdout).toContain("<id>")
    expect(keyCheck?.stdout).toContain("spends no quota")
    expect(version?.stdout.trim()).toBe(CLI_VERSION)
  })

  it("refuses a key given as an argument, and never repeats it", async () => {
    const runs = await Promise.all([
      runSvc(["audit", "https://bakery.example/", "--key", KEY]),
      runSvc(["key", "check", `--api-key=${KEY}`]),
      runSvc(["audit", "https://bakery.example/", KEY], { env: { SVC_API_KEY: KEY } }),
    ])
    for (const run of runs) {
      expect(run.code).toBe(1)
      expect(run.stdout).toBe("")
      expect(run.stderr).toContain("only from the SVC_API_KEY environment variable")
      expect(run.stderr).not.toContain(KEY)
    }
  })

  it("svc result and svc key check need a server; unknown options and a bad SVC_API_URL are refused", async () => {
    const [result, keyCheck, unknown, badUrl] = await Promise.all([
      runSvc(["result", "3f2b8c1e-6a4d-4e7b-9c25-8d1f0a7b6e42"]),
      runSvc(["key", "check"]),
      runSvc(["audit", home, "--verbose"]),
      runSvc(["audit", home], { env: { SVC_API_URL: "audit.example.net" } }),
    ])
    expect(result?.code).toBe(1)
    expect(result?.stderr).toContain("set SVC_API_URL")
    expect(keyCheck?.code).toBe(1)
    expect(keyCheck?.stderr).toContain("set SVC_API_URL")
    expect(unknown?.code).toBe(1)
    expect(unknown?.stderr).toContain("--verbose is not an option")
    expect(badUrl?.code).toBe(1)
    expect(badUrl?.stderr).toContain("SVC_API_URL is not an absolute URL")
  })

  it("colours a terminal and draws a spinner there; NO_COLOR turns colours off", async () => {
    const [coloured, plain] = await Promise.all([
      runSvcOnTerminal(["audit", home]),
      runSvcOnTerminal(["audit", home], { env: { NO_COLOR: "1" } }),
    ])
    expect(coloured.code).toBe(2)
    expect(coloured.stdout).toContain(`${ESCAPE}[31m✗${ESCAPE}[39m`)
    expect(coloured.stdout).toContain(`\r${ESCAPE}[2K⠋ auditing fixtures/sites/bakery/index.html`)
    expect(plain.code).toBe(2)
    expect(plain.stdout).toContain("✗ medium image-alt")
    // The spinner clears its line with an escape sequence even without colours; nothing else may be one.
    const withoutSpinner = plain.stdout.replaceAll(`\r${ESCAPE}[2K`, "")
    expect(stripAnsi(withoutSpinner)).toBe(withoutSpinner)
  })
})

describe("the bin from the repository root", () => {
  it("runs as `pnpm exec svc`", async () => {
    const answer = await new Promise<{ code: number | null; stdout: string }>((done, fail) => {
      const child = spawn("pnpm", ["exec", "svc", "--version"], {
        cwd: repositoryRoot,
        stdio: ["ignore", "pipe", "inherit"],
      })
      let stdout = ""
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString("utf8")
      })
      child.on("error", fail)
      child.on("close", (code) => done({ code, stdout }))
    })
    expect({ code: answer.code, version: answer.stdout.trim() }).toEqual({ code: 0, version: CLI_VERSION })
  }, 60_000)
})

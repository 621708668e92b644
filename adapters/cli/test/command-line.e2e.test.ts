import { execFileSync, spawn } from "node:child_process"
import { stripAnsi } from "@svc/contract"
import { describe, expect, it } from "vitest"
import manifest from "../package.json"
import { repositoryRoot, runSvc, runSvcOnTerminal } from "./support/run-svc"

const ESCAPE = "\u001b"
const home = "fixtures/sites/bakery/index.html"
const KEY = "svc_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0"

describe("the svc command line (a real process)", { timeout: 120_000 }, () => {
  it("has --help everywhere, naming the program and fitting 100 columns; -v and --version", async () => {
    const runs = await Promise.all([
      runSvc(["--help"]),
      runSvc(["-h"]),
      runSvc([]),
      runSvc(["audit", "--help"]),
      runSvc(["audit", "https://bakery.example/", "--json", "--help"]),
      runSvc(["result", "--help"]),
      runSvc(["key", "check", "--help"]),
    ])
    const [root, short, bare, audit, auditLate, result, keyCheck] = runs
    for (const run of runs) {
      expect(run.code).toBe(0)
      expect(run.stdout).not.toContain(ESCAPE)
      expect(run.stdout.startsWith(`svc ${manifest.version} — `)).toBe(true)
      expect(run.stdout).toContain("Usage: svc")
      for (const line of run.stdout.split("\n")) expect(line.length, line).toBeLessThanOrEqual(100)
    }
    expect(short?.stdout).toBe(root?.stdout)
    expect(bare?.stdout).toBe(root?.stdout)
    expect(auditLate?.stdout).toBe(audit?.stdout)
    expect(root?.stdout).toMatch(/^ {2}audit <url\|file>\.\.\. +Audit web pages/m)
    expect(root?.stdout).toMatch(/^ {2}result <id> /m)
    expect(root?.stdout).toMatch(/^ {2}key check /m)
    expect(root?.stdout).toContain("--completions <shell>")
    expect(root?.stdout).toMatch(/^ {2}130, 143 +stopped by Ctrl-C \(SIGINT\) or SIGTERM/m)
    expect(audit?.stdout).toContain("Usage: svc audit [options] <url|file>...")
    for (const option of [
      "--allow-private",
      "--no-lighthouse",
      "--format human|json|sarif",
      "--fail-on high|medium|low",
      "--min-score <0-100>",
    ])
      expect(audit?.stdout).toContain(option)
    expect(result?.stdout).toContain("Usage: svc result [options] <id>")
    expect(result?.stdout).toContain("--fail-on")
    expect(keyCheck?.stdout).toMatch(/spends\s+no quota/)

    const versions = await Promise.all([runSvc(["--version"]), runSvc(["-v"])])
    for (const version of versions)
      expect({ code: version.code, stdout: version.stdout.trim() }).toEqual({
        code: 0,
        stdout: manifest.version,
      })
  })

  it("writes shell completions with --completions", async () => {
    const [bash, zsh, fish] = await Promise.all([
      runSvc(["--completions", "bash"]),
      runSvc(["--completions", "zsh"]),
      runSvc(["--completions", "fish"]),
    ])
    for (const run of [bash, zsh, fish]) expect(run.code).toBe(0)
    // Sourced in a real bash, the script completes svc's commands and options.
    const completed = execFileSync(
      "bash",
      [
        "-c",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash expansion, not a template
        'eval "$(cat)"; COMP_WORDS=(svc audit --f); COMP_CWORD=2; _svc_bash_completions svc; echo "${COMPREPLY[@]}"',
      ],
      { input: bash.stdout, encoding: "utf8" },
    )
    expect(completed.trim().split(" ").sort()).toEqual(["--fail-on", "--format"])
    expect(zsh.stdout).toContain("#compdef svc")
    expect(fish.stdout).toContain('complete -c svc -n "__fish_use_subcommand" -f -a "audit"')
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
      runSvc(["audit", home, "--quiet"]),
      runSvc(["audit", home], { env: { SVC_API_URL: "audit.example.net" } }),
    ])
    expect(result?.code).toBe(1)
    expect(result?.stderr).toContain("set SVC_API_URL")
    expect(keyCheck?.code).toBe(1)
    expect(keyCheck?.stderr).toContain("set SVC_API_URL")
    expect(unknown?.code).toBe(1)
    expect(unknown?.stderr).toContain("--quiet is not an option")
    expect(badUrl?.code).toBe(1)
    expect(badUrl?.stderr).toContain("SVC_API_URL is not an absolute URL")
  })

  it("colours a terminal and draws a spinner there; NO_COLOR, TERM=dumb and FORCE_COLOR=0 turn colours off, TERM=dumb every escape", async () => {
    const [coloured, noColor, dumb, forcedOff] = await Promise.all([
      runSvcOnTerminal(["audit", home]),
      runSvcOnTerminal(["audit", home], { env: { NO_COLOR: "1" } }),
      runSvcOnTerminal(["audit", home], { env: { TERM: "dumb" } }),
      runSvcOnTerminal(["audit", home], { env: { FORCE_COLOR: "0" } }),
    ])
    expect(coloured.code).toBe(2)
    expect(coloured.stdout).toContain(`${ESCAPE}[31m✗${ESCAPE}[39m`)
    expect(coloured.stdout).toContain(`\r${ESCAPE}[2K⠋ auditing fixtures/sites/bakery/index.html`)
    for (const plain of [noColor, dumb, forcedOff]) {
      expect(plain.code).toBe(2)
      expect(plain.stdout).toContain("✗ medium image-alt")
      // The spinner clears its line with an escape sequence even without colours; nothing else may be one.
      const withoutSpinner = plain.stdout.replaceAll(`\r${ESCAPE}[2K`, "")
      expect(stripAnsi(withoutSpinner)).toBe(withoutSpinner)
    }
    // A dumb terminal takes no escape sequence at all: the spinner clears its line with spaces there.
    expect(dumb.stdout).not.toContain(ESCAPE)
    expect(dumb.stdout).toMatch(/\r {20,}\r⠋ auditing fixtures\/sites\/bakery\/index\.html/)
  })

  it("colours a pipe only when FORCE_COLOR asks (1–3 or empty), even over NO_COLOR", async () => {
    const [plain, noColor, forced, forcedEmpty, forcedTruecolour, help] = await Promise.all([
      runSvc(["audit", home]),
      runSvc(["audit", home], { env: { NO_COLOR: "1" } }),
      runSvc(["audit", home], { env: { FORCE_COLOR: "1", NO_COLOR: "1" } }),
      runSvc(["audit", home], { env: { FORCE_COLOR: "" } }),
      runSvc(["audit", home], { env: { FORCE_COLOR: "3" } }),
      runSvc(["--help"], { env: { FORCE_COLOR: "2" } }),
    ])
    for (const run of [plain, noColor, forced, forcedEmpty, forcedTruecolour]) expect(run.code).toBe(2)
    for (const run of [plain, noColor]) expect(run.stdout).not.toContain(ESCAPE)
    for (const run of [forced, forcedEmpty, forcedTruecolour])
      expect(run.stdout).toContain(`${ESCAPE}[31m✗${ESCAPE}[39m`)
    expect(help.stdout).toContain(`${ESCAPE}[1mUsage:${ESCAPE}[22m`)
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
    expect({ code: answer.code, version: answer.stdout.trim() }).toEqual({
      code: 0,
      version: manifest.version,
    })
  }, 60_000)
})

import { spawn } from "node:child_process"
import { describe, expect, it } from "vitest"
import { COLOUR_VARIABLES, startOnTerminal } from "../../../test/support/pseudo-terminal"
import { BIN } from "./support/server-process"

const ESCAPE = "\u001b"

/** The test's environment without anything that decides colours, plus `overrides`. */
const environmentWith = (overrides: Readonly<Record<string, string>>): NodeJS.ProcessEnv => {
  const environment: NodeJS.ProcessEnv = { ...process.env }
  for (const name of COLOUR_VARIABLES) delete environment[name]
  return { ...environment, ...overrides }
}

/** Runs the real `svc-server args…`; stdout goes into a pipe, or with `terminal` onto a pseudo-terminal. */
const run = (
  args: ReadonlyArray<string>,
  env: Readonly<Record<string, string>>,
  terminal = false,
): Promise<{ readonly code: number | null; readonly stdout: string }> => {
  const child = terminal
    ? startOnTerminal([process.execPath, BIN, ...args], { env: environmentWith(env) })
    : spawn(process.execPath, [BIN, ...args], {
        env: environmentWith(env),
        stdio: ["ignore", "pipe", "ignore"],
      })
  let stdout = ""
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8")
  })
  return new Promise((done, fail) => {
    child.on("error", fail)
    child.on("close", (code) => done({ code, stdout }))
  })
}

describe("svc-server's help in colour only where wanted (a real process)", { timeout: 120_000 }, () => {
  it("writes no ANSI into a pipe, nor with NO_COLOR; FORCE_COLOR 1–3 colours even a pipe", async () => {
    const [piped, noColor, forced, forcedTruecolour, forcedOff] = await Promise.all([
      run(["--help"], {}),
      run(["--help"], { NO_COLOR: "1" }),
      run(["--help"], { FORCE_COLOR: "1", NO_COLOR: "1" }),
      run(["--help"], { FORCE_COLOR: "3" }),
      run(["--help"], { FORCE_COLOR: "0" }),
    ])
    for (const answer of [piped, noColor, forced, forcedTruecolour, forcedOff]) {
      expect(answer.code).toBe(0)
      expect(answer.stdout).toContain("svc-server")
      expect(answer.stdout).toContain("serve")
    }
    for (const plain of [piped, noColor, forcedOff]) expect(plain.stdout).not.toContain(ESCAPE)
    for (const coloured of [forced, forcedTruecolour])
      expect(coloured.stdout).toContain(`${ESCAPE}[0;1mUSAGE`)
  })

  it("colours a terminal, but not with NO_COLOR, TERM=dumb or FORCE_COLOR=0", async () => {
    const xterm = { TERM: "xterm-256color" }
    const [terminal, noColor, dumb, forcedOff] = await Promise.all([
      run(["--help"], xterm, true),
      run(["--help"], { ...xterm, NO_COLOR: "1" }, true),
      run(["--help"], { TERM: "dumb" }, true),
      run(["--help"], { ...xterm, FORCE_COLOR: "0" }, true),
    ])
    expect(terminal.stdout).toContain(`${ESCAPE}[0;1mUSAGE`)
    for (const plain of [noColor, dumb, forcedOff]) {
      expect(plain.stdout).toContain("svc-server")
      expect(plain.stdout).not.toContain(ESCAPE)
    }
  })
})

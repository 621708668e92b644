import { type ChildProcess, spawn } from "node:child_process"
import { resolve } from "node:path"
import { COLOUR_VARIABLES, startOnTerminal } from "../../../../test/support/pseudo-terminal"

/** The `svc` binary as users run it: its build when there is one, else its source through tsx. */
export const svcBin = resolve(import.meta.dirname, "../../bin/svc.js")
export const repositoryRoot = resolve(import.meta.dirname, "../../../..")

/** What a finished `svc` process left. */
export interface SvcRun {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
  readonly stdout: string
  readonly stderr: string
}

/** Overrides of the environment; `undefined` removes a variable. */
export type Environment = Readonly<Record<string, string | undefined>>

/**
 * The test's environment without anything that would change svc's mode or colours, plus `overrides`.
 * Lighthouse is off (`SVC_NO_LIGHTHOUSE=true`) unless a test turns it on: it needs Chromium and adds
 * seconds to every audit; test/lighthouse.e2e.test.ts measures with it.
 */
const environmentWith = (overrides: Environment): NodeJS.ProcessEnv => {
  const environment: NodeJS.ProcessEnv = { ...process.env, SVC_NO_LIGHTHOUSE: "true" }
  for (const name of ["SVC_API_URL", "SVC_API_KEY", ...COLOUR_VARIABLES.filter((name) => name !== "TERM")])
    delete environment[name]
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete environment[name]
    else environment[name] = value
  }
  return environment
}

export interface SvcOptions {
  readonly env?: Environment
  readonly cwd?: string
}

/** Starts `svc args…` as a child process with piped stdio. */
export const startSvc = (args: ReadonlyArray<string>, options: SvcOptions = {}): ChildProcess =>
  spawn(process.execPath, [svcBin, ...args], {
    cwd: options.cwd ?? repositoryRoot,
    env: environmentWith(options.env ?? {}),
    stdio: ["ignore", "pipe", "pipe"],
  })

/** Collects a started process's output until it exits. */
export const finished = (child: ChildProcess): Promise<SvcRun> =>
  new Promise((done, fail) => {
    let stdout = ""
    let stderr = ""
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk
    })
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk
    })
    child.on("error", fail)
    child.on("close", (code, signal) => done({ code, signal, stdout, stderr }))
  })

/** Runs `svc args…` to the end. */
export const runSvc = (args: ReadonlyArray<string>, options: SvcOptions = {}): Promise<SvcRun> =>
  finished(startSvc(args, options))

/**
 * Runs `svc args…` on a pseudo-terminal (util-linux `script`), as a person at a terminal would:
 * stdout and stderr arrive together, as the terminal shows them.
 */
export const runSvcOnTerminal = (args: ReadonlyArray<string>, options: SvcOptions = {}): Promise<SvcRun> =>
  finished(
    startOnTerminal([process.execPath, svcBin, ...args], {
      cwd: options.cwd ?? repositoryRoot,
      env: environmentWith({ TERM: "xterm-256color", COLUMNS: "120", ...options.env }),
    }),
  )

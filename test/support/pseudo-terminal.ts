import { type ChildProcessByStdio, spawn } from "node:child_process"
import type { Readable } from "node:stream"

/**
 * What decides whether a program colours its output: the colour variables, TERM, and CI (Node's
 * `hasColors()` gives a terminal under CI two colours). Tests of colours start from none of them.
 */
export const COLOUR_VARIABLES: ReadonlyArray<string> = [
  "FORCE_COLOR",
  "NO_COLOR",
  "NODE_DISABLE_COLORS",
  "TERM",
  "CI",
]

const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`

/**
 * Starts `command` on a pseudo-terminal (util-linux `script`), as a person at a terminal runs it: its
 * stdout and stderr arrive together on the returned stdout. With `stdinFromNull` its stdin is closed
 * at once instead of being the terminal.
 */
export const startOnTerminal = (
  command: ReadonlyArray<string>,
  options: { readonly env: NodeJS.ProcessEnv; readonly cwd?: string; readonly stdinFromNull?: boolean },
): ChildProcessByStdio<null, Readable, Readable> =>
  spawn(
    "script",
    [
      "--quiet",
      "--return",
      "--command",
      `${command.map(quote).join(" ")}${options.stdinFromNull ? " < /dev/null" : ""}`,
      "/dev/null",
    ],
    { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] },
  )

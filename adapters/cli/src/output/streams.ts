import { coloursWanted } from "@svc/contract/terminal"
import { Effect } from "effect"
import { type Style, styleFor } from "./style"

/** Writes output (and only output) to stdout. */
export const writeStdout = (text: string) => Effect.sync(() => void process.stdout.write(text))

/** Writes messages for people to stderr. */
export const writeStderr = (text: string) => Effect.sync(() => void process.stderr.write(text))

/** The style of what goes to stdout: colours where `coloursWanted` says (FORCE_COLOR, NO_COLOR, TERM, a terminal). */
export const stdoutStyle = (): Style => styleFor(coloursWanted(process.stdout, process.env))

/** The style of what goes to stderr. */
export const stderrStyle = (): Style => styleFor(coloursWanted(process.stderr, process.env))

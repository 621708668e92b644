import { Console, type Effect } from "effect"
import { stripAnsi } from "./output/style"

const strip = (args: ReadonlyArray<unknown>) =>
  args.map((arg) => (typeof arg === "string" ? stripAnsi(arg) : arg))

/** Where colours are wanted: `log` goes to stdout, `error` to stderr. */
export interface Colours {
  readonly stdout: boolean
  readonly stderr: boolean
}

const plainer = (base: Console.Console, colours: Colours): Console.Console => ({
  ...base,
  log: (...args) => base.log(...(colours.stdout ? args : strip(args))),
  info: (...args) => base.info(...(colours.stdout ? args : strip(args))),
  error: (...args) => base.error(...(colours.stderr ? args : strip(args))),
  warn: (...args) => base.warn(...(colours.stderr ? args : strip(args))),
})

/**
 * Runs `effect` with a console that drops @effect/cli's colours from help and usage errors where
 * they are not wanted (a pipe, a file, NO_COLOR).
 */
export const withColoursWhereWanted =
  (colours: Colours) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Console.consoleWith((base) => Console.withConsole(effect, plainer(base, colours)))

import { Console, type Effect } from "effect"
import { stripAnsi } from "./terminal-colours"

/** Where colours are wanted: `log` and `info` go to stdout, `error` and `warn` to stderr. */
export interface ColoursWanted {
  readonly stdout: boolean
  readonly stderr: boolean
}

const strip = (args: ReadonlyArray<unknown>) =>
  args.map((arg) => (typeof arg === "string" ? stripAnsi(arg) : arg))

const plainer = (base: Console.Console, colours: ColoursWanted): Console.Console => ({
  ...base,
  log: (...args) => base.log(...(colours.stdout ? args : strip(args))),
  info: (...args) => base.info(...(colours.stdout ? args : strip(args))),
  error: (...args) => base.error(...(colours.stderr ? args : strip(args))),
  warn: (...args) => base.warn(...(colours.stderr ? args : strip(args))),
})

/**
 * Runs `effect` with a console that drops colours where they are not wanted. @effect/cli renders its
 * help, usage errors and version with ANSI styles always (it has no setting to turn them off), and
 * writes them through Effect's `Console`: this is where they come off.
 */
export const withColoursWhereWanted =
  (colours: ColoursWanted) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Console.consoleWith((base) => Console.withConsole(effect, plainer(base, colours)))

import { Effect } from "effect"

/**
 * Runs `run` with the module `load` imports, imported only now: a command's handler lives in a module
 * of its own, so that reading the command line — `--help`, `--version`, a flag refused — loads none of
 * what the commands run (the store, sqlite3, pg, the server). A module that cannot be loaded (a broken
 * install) fails the command with its reason.
 */
export const handledIn = <M, A, E, R>(
  load: () => Promise<M>,
  run: (module: M) => Effect.Effect<A, E, R>,
): Effect.Effect<A, E | Error, R> =>
  Effect.flatMap(
    Effect.tryPromise({
      try: load,
      catch: (cause) => (cause instanceof Error ? cause : new Error(String(cause))),
    }),
    run,
  )

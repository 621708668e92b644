import { Deferred, Effect, Exit, FiberId } from "effect"

/**
 * Lookups that share statements: every id asked for while a statement is on its way waits for the
 * next one, which takes all that wait (up to `maxIds`); one statement runs at a time, and an id asked
 * for again before its answer shares it. Many lookups arriving at once (a server's first requests of
 * many keys) cost a few statements, not one each, each holding a connection while the others queue.
 * The statements run detached: a caller that goes away leaves the others their answers.
 */
export const makeBatchedLookups = <A, E>(options: {
  readonly maxIds: number
  /** The answers for `ids`, in their order. */
  readonly lookUp: (ids: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<A>, E>
}) => {
  /** Every id asked for and not yet answered. */
  const pending = new Map<string, Deferred.Deferred<A, E>>()
  /** Those no statement has taken yet. */
  const waiting = new Set<string>()
  let running = false

  const drain: Effect.Effect<void> = Effect.gen(function* () {
    for (;;) {
      // Taking a batch, or ending when none waits, is one step: an id asked for after it starts the next.
      const batch = yield* Effect.sync(() => {
        if (waiting.size === 0) {
          running = false
          return undefined
        }
        const taken = [...waiting].slice(0, options.maxIds)
        for (const id of taken) waiting.delete(id)
        return taken
      })
      if (batch === undefined) return
      const found = yield* Effect.exit(options.lookUp(batch))
      batch.forEach((id, index) => {
        const answer = pending.get(id)
        pending.delete(id)
        if (answer === undefined) return
        Deferred.unsafeDone(
          answer,
          Exit.flatMap(found, (answers) => {
            const value = answers[index]
            return value === undefined && answers.length <= index
              ? Exit.die(new Error(`no answer for ${id}`))
              : Exit.succeed(value as A)
          }),
        )
      })
    }
  })

  /** The answer for `id`, from the next statement (or the one that has it on its way). */
  return (id: string): Effect.Effect<A, E> =>
    Effect.suspend(() => {
      const known = pending.get(id)
      if (known !== undefined) return Deferred.await(known)
      const answer = Deferred.unsafeMake<A, E>(FiberId.none)
      pending.set(id, answer)
      waiting.add(id)
      if (running) return Deferred.await(answer)
      running = true
      return Effect.zipRight(Effect.forkDaemon(drain), Deferred.await(answer))
    })
}

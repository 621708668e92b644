import { Effect } from "effect"

/** A poll charged in memory, not yet written. */
export interface Charge {
  readonly keyId: string
  readonly at: number
}

/** What the poll charges keep in memory between polls and the writer's rounds. */
export interface PollMemory {
  /** Charge times in the window (or about to leave it), oldest first: the store's rows and the unwritten. */
  readonly windows: Map<string, Array<number>>
  /** Charges taken, not yet written, oldest first. */
  unwritten: Array<Charge>
  /** Counts re-reads of every window after another connection committed; a load that straddles one reads again. */
  rereads: number
  /** PostgreSQL: the `polls` counter up to which every batch of charges is in the kept windows. */
  pollsSeen: number
  /** PostgreSQL: charges of later batches for keys whose window is being read. */
  readonly arriving: Map<string, Array<number>>
}

export const makePollMemory = (): PollMemory => ({
  windows: new Map(),
  unwritten: [],
  rereads: 0,
  pollsSeen: 0,
  arriving: new Map(),
})

/**
 * Writes the unwritten charges with `write`, taking them out of `unwritten` first; a failed write
 * puts them back, ahead of those taken meanwhile.
 */
export const writeUnwritten = <A, E, R>(
  memory: PollMemory,
  write: (batch: ReadonlyArray<Charge>) => Effect.Effect<A, E, R>,
) =>
  Effect.suspend(() => {
    const batch = memory.unwritten
    memory.unwritten = []
    return Effect.onError(write(batch), () =>
      Effect.sync(() => {
        memory.unwritten = batch.concat(memory.unwritten)
      }),
    )
  })

/** Charges that left their window while unwritten are dropped: no limit reads them, the purge would delete them. */
export const dropExpired = (memory: PollMemory, since: number) =>
  Effect.suspend(() => {
    const kept = memory.unwritten.filter((charge) => charge.at > since)
    const dropped = memory.unwritten.length - kept.length
    memory.unwritten = kept
    return dropped === 0
      ? Effect.void
      : Effect.logWarning("poll charges dropped unwritten: they left their window").pipe(
          Effect.annotateLogs({ dropped }),
        )
  })

/** Windows of keys that have not polled since `since` are dropped (read again on their next poll). */
export const forgetIdle = (memory: PollMemory, since: number) => {
  for (const [keyId, charges] of memory.windows)
    if ((charges.at(-1) ?? Number.NEGATIVE_INFINITY) <= since) memory.windows.delete(keyId)
}

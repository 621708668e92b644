import * as PgClient from "@effect/sql-pg/PgClient"
import { Effect, Option, Stream } from "effect"
import { StoreFailure } from "../errors"

/** The PostgreSQL channel on which processes say pages were queued. */
export const QUEUE_CHANNEL = "svc_pages_queued"

/**
 * Pages queued by one process, heard by the others: PostgreSQL's `NOTIFY`/`LISTEN` on one channel,
 * the payload the number of pages. On SQLite (one process serves a file) there is no one to tell:
 * announcing does nothing and nothing is heard.
 */
export interface QueueSignal {
  /** Whether other processes hear announcements (PostgreSQL). */
  readonly shared: boolean
  /** Tells every listening process that `pages` pages were queued (after the commit that queued them). */
  readonly announce: (pages: number) => Effect.Effect<void>
  /** The announcements of every process, this one's too, from the moment the stream is listening. */
  readonly announcements: Stream.Stream<number, StoreFailure>
}

export const makeQueueSignal: Effect.Effect<QueueSignal> = Effect.map(
  Effect.serviceOption(PgClient.PgClient),
  Option.match({
    onNone: (): QueueSignal => ({ shared: false, announce: () => Effect.void, announcements: Stream.never }),
    onSome: (pg): QueueSignal => ({
      shared: true,
      // A lost announcement costs a worker's fallback poll, never a page: it is not worth a failure.
      // pg_notify, not the client's `NOTIFY channel, $1`: NOTIFY takes no bound parameters.
      announce: (pages) => Effect.ignore(pg`SELECT pg_notify(${QUEUE_CHANNEL}, ${String(pages)})`),
      announcements: Stream.mapError(
        Stream.map(pg.listen(QUEUE_CHANNEL), (payload) => Math.max(1, Number.parseInt(payload, 10) || 1)),
        (error) =>
          new StoreFailure({ message: `Listening for queued pages failed: ${error.message}`, cause: error }),
      ),
    }),
  }),
)

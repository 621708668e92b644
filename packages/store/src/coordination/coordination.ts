import type * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import type * as Statement from "@effect/sql/Statement"
import { Context, type Effect, type ParseResult, type Stream } from "effect"
import type { StoreFailure } from "../errors"

/** Another process's commits are noticed this soon (the watcher's interval). */
export const COMMIT_WATCH_INTERVAL_MS = 100
/** After a failed look the next waits twice as long as the last, up to this. */
export const COMMIT_WATCH_MAX_BACKOFF_MS = 5_000

/**
 * How the processes on one database learn of each other, and how their transactions keep out of each
 * other's way. One layer per database: an SQLite file (`FileCoordinationLive`: one process serves it,
 * its single writer serialises every transaction, `PRAGMA data_version` tells of other connections'
 * commits, wake-ups stay in the process) or a shared PostgreSQL database (`SharedCoordinationLive`:
 * change counters, row locks, `FOR UPDATE SKIP LOCKED`, `LISTEN`/`NOTIFY`).
 */
export interface CoordinationShape {
  /** Whether other processes may work on this database at the same time (PostgreSQL). */
  readonly shared: boolean
  /**
   * Moves whenever the state of some audit may have changed — after a commit of this process that
   * changed it (`changed`), or when the watcher notices another process's commit (within
   * `COMMIT_WATCH_INTERVAL_MS`). A status record built at one value is current until it moves.
   */
  readonly stateVersion: Effect.Effect<number>
  /** After a change of this process to some audit's state has ended (committed, or maybe). */
  readonly changed: Effect.Effect<void>
  /**
   * Inside a transaction that changes some audit's state, as its last statement: tells the other
   * processes once it commits (PostgreSQL's `state` counter; on SQLite `data_version` tells by itself).
   */
  readonly markChange: Effect.Effect<void, SqlError>
  /** One look of the watcher for other processes' commits (it runs every interval on its own fiber). */
  readonly noticeCommits: Effect.Effect<void, StoreFailure>
  /**
   * A number that moves when another connection has committed, as seen by the connection that runs
   * it (SQLite's `data_version`); undefined where the database cannot tell that way (PostgreSQL).
   */
  readonly commitMark: Effect.Effect<number | undefined, SqlError | ParseResult.ParseError>
  /**
   * `effect` with the key's row lock held, so the transactions judging and charging one key's limits
   * run one after another across every process (PostgreSQL: a transaction taking the lock); SQLite's
   * single writer does that already.
   */
  readonly byKey: <A, E, R>(
    keyId: string,
    effect: Effect.Effect<A, E, R>,
  ) => Effect.Effect<A, E | SqlError, R>
  /** Inside a transaction: takes the key's row lock (nothing on SQLite, where BEGIN takes the database's). */
  readonly lockKey: (keyId: string) => Effect.Effect<void, SqlError>
  /**
   * Inside a transaction, as its first statement: takes the crawl's row lock, so the transactions that
   * write one crawl's frontier, request slots and audit pages run one after another across processes —
   * each takes its other row locks only once it holds this one, so no two of them wait on each other
   * (PostgreSQL); nothing on SQLite, where BEGIN takes the database's write lock.
   */
  readonly lockCrawl: (crawlId: string) => Effect.Effect<void, SqlError>
  /**
   * Inside a transaction: holds off every other transaction that asks for `table`'s lock until this one
   * ends, readers still free (PostgreSQL: a self-conflicting table lock); nothing on SQLite, where the
   * transaction's `BEGIN IMMEDIATE` holds the database's write lock already.
   */
  readonly lockTable: (table: string) => Effect.Effect<void, SqlError>
  /**
   * How a statement locks the page rows it reads: `wait` for a lock another transaction holds, or
   * `skip` rows another transaction holds (another worker's lease). Empty on SQLite.
   */
  readonly pageLock: (mode: "wait" | "skip") => Statement.Fragment
  /** Tells every listening process that `pages` pages were queued (after the commit that queued them). */
  readonly announce: (pages: number) => Effect.Effect<void>
  /** The announcements heard (this process's too), from the moment the stream is listening. */
  readonly announcements: Stream.Stream<number, StoreFailure>
}

/** The Coordination service. */
export class Coordination extends Context.Tag("@svc/store/Coordination")<Coordination, CoordinationShape>() {}

/** What the layers of both databases are built over. */
export type CoordinationRequirements = SqlClient.SqlClient

import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Schema } from "effect"
import { pageOf, siteOf } from "../site"
import { rowsOf } from "../sql-rows"

/** What one start call in progress holds of its key's limits (a row of `start_reservations`). */
export interface HeldReservation {
  /** Epoch milliseconds. */
  readonly createdAt: number
  /** Queue slots: the pages the audit will have. */
  readonly pages: number
  /** Quota units: what the audit will be charged. */
  readonly units: number
  /** Units of the unreachable limit: targets the call may be fetching at once. */
  readonly unreachable: number
}

/** A reservation to write: what it holds, and until when a live process would have finished with it. */
export interface NewReservation extends HeldReservation {
  readonly id: string
  readonly keyId: string
  readonly expiresAt: number
  /** The addresses of the audit's pages, for the per-site daily limit. */
  readonly urls: ReadonlyArray<string>
}

const HeldRow = Schema.Struct({
  createdAt: Schema.Number,
  pages: Schema.Number,
  units: Schema.Number,
  unreachable: Schema.Number,
})
const ReservedPageRow = Schema.Struct({ page: Schema.String, url: Schema.String })
const CountRow = Schema.Struct({ count: Schema.Number })

/**
 * The rows of start reservations. Every function must run inside a transaction when its answer is
 * acted upon (the start operations do). A row lapses at its `expires_at`: lapsed rows are read by no
 * limit, deleted when their key reserves again, and by the periodic purge.
 */
export const makeReservationRows = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  /** The key's live reservations, oldest first; its lapsed ones are deleted. */
  const held = (keyId: string, now: number) =>
    Effect.zipRight(
      sql`DELETE FROM start_reservations WHERE key_id = ${keyId} AND expires_at <= ${now}`,
      rowsOf(HeldRow)(
        sql`SELECT created_at, pages, units, unreachable FROM start_reservations
            WHERE key_id = ${keyId} AND expires_at > ${now} ORDER BY created_at, id`,
      ),
    )

  /** The pages of `site` that the key's live reservations hold, oldest reservation first. */
  const sitePages = (keyId: string, site: string, now: number) =>
    rowsOf(ReservedPageRow)(
      sql`SELECT p.page, p.url FROM start_reservation_pages p
          JOIN start_reservations r ON r.id = p.reservation_id
          WHERE r.key_id = ${keyId} AND r.expires_at > ${now} AND p.site = ${site}
          ORDER BY r.created_at, p.page`,
    )

  const insert = (reservation: NewReservation) =>
    Effect.gen(function* () {
      yield* sql`INSERT INTO start_reservations ${sql.insert({
        id: reservation.id,
        keyId: reservation.keyId,
        createdAt: reservation.createdAt,
        expiresAt: reservation.expiresAt,
        pages: reservation.pages,
        units: reservation.units,
        unreachable: reservation.unreachable,
      })}`
      const pages = new Map(reservation.urls.map((url) => [pageOf(url), url] as const))
      yield* sql`INSERT INTO start_reservation_pages ${sql.insert(
        [...pages].map(([page, url]) => ({ reservationId: reservation.id, site: siteOf(url), page, url })),
      )}`
    })

  /** Deletes a reservation and its pages (nothing when it is gone already). */
  const remove = (id: string) => sql`DELETE FROM start_reservations WHERE id = ${id}`

  /** Deletes every lapsed reservation; answers how many. */
  const purge = (now: number) =>
    Effect.gen(function* () {
      const [row] = yield* rowsOf(CountRow)(
        sql`SELECT count(*) AS count FROM start_reservations WHERE expires_at <= ${now}`,
      )
      yield* sql`DELETE FROM start_reservations WHERE expires_at <= ${now}`
      return row?.count ?? 0
    })

  return { held, sitePages, insert, remove, purge }
})

export type ReservationRows = Effect.Effect.Success<typeof makeReservationRows>

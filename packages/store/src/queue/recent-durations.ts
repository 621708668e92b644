import type * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Schema } from "effect"
import { DURATION_SAMPLES } from "../limits"

const DurationRow = Schema.Struct({ duration: Schema.Number })
const decodeDurations = Schema.decodeUnknown(Schema.Array(DurationRow))

/** How long the most recently finished (`done`) pages ran, newest first, in milliseconds. */
export const recentDurations = (sql: SqlClient.SqlClient) =>
  Effect.gen(function* () {
    const rows = yield* Effect.flatMap(
      sql`SELECT finished_at - started_at AS duration FROM pages
        WHERE status = 'done' ORDER BY finished_at DESC LIMIT ${DURATION_SAMPLES}`,
      decodeDurations,
    )
    return rows.map((row) => Math.max(0, row.duration))
  })

import * as PgClient from "@effect/sql-pg/PgClient"
import { Effect, Layer, Option } from "effect"
import { Coordination } from "./coordination"
import { makeFileCoordination } from "./file-coordination"
import { makeSharedCoordination } from "./shared-coordination"

/**
 * The coordination of the database the SqlClient reaches: shared where it is PostgreSQL (a PgClient
 * beside it), one file otherwise. The one place that tells whether other processes share the database.
 */
export const makeCoordination = Effect.flatMap(
  Effect.serviceOption(PgClient.PgClient),
  Option.match({ onNone: () => makeFileCoordination, onSome: makeSharedCoordination }),
)

/** Coordination over whatever SqlClient (and PgClient, on PostgreSQL) the context provides. */
export const CoordinationLive = Layer.scoped(Coordination, makeCoordination)

import * as SqlClient from "@effect/sql/SqlClient"
import { Context, Effect, Option } from "effect"

/**
 * A SqlClient for reads only, beside the one that writes: on SQLite a second, read-only connection,
 * which in WAL mode reads the last commit while the writer's connection is busy writing (a status
 * poll never queues behind a commit). A statement on it sees every commit that had ended when it
 * began. Where no reader is provided (an in-memory database, another database) reads go to the
 * SqlClient itself.
 */
export class SqlReader extends Context.Tag("@svc/store/SqlReader")<SqlReader, SqlClient.SqlClient>() {}

/** The SqlReader when one is provided, else the SqlClient. */
export const readerOrClient: Effect.Effect<SqlClient.SqlClient, never, SqlClient.SqlClient> = Effect.flatMap(
  Effect.serviceOption(SqlReader),
  (reader) => (Option.isSome(reader) ? Effect.succeed(reader.value) : SqlClient.SqlClient),
)

import type * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

/**
 * Inside a transaction on PostgreSQL: takes the key's row lock, so the transactions judging and
 * charging one key's limits run one after another across every process and connection. SQLite's
 * transactions take the database's write lock at BEGIN, which does the same; there it is nothing.
 */
export const lockKey = (sql: SqlClient.SqlClient, keyId: string) =>
  sql.onDialectOrElse({
    pg: () => Effect.asVoid(sql`SELECT 1 FROM api_keys WHERE id = ${keyId} FOR UPDATE`),
    orElse: () => Effect.void,
  })

import { Effect, Schema } from "effect"

/** Decodes the rows a query answers with `schema`; a row that does not fit is a ParseError. */
export const rowsOf =
  <A, I>(schema: Schema.Schema<A, I>) =>
  <E, R>(query: Effect.Effect<ReadonlyArray<unknown>, E, R>) =>
    Effect.flatMap(query, Schema.decodeUnknown(Schema.Array(schema)))

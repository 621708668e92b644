import { Effect, type ParseResult, Schema } from "effect"

type RowsDecoder = (rows: unknown) => Effect.Effect<ReadonlyArray<unknown>, ParseResult.ParseError>

// Building a decoder compiles its schema; one per row schema, built on first use, not on every query.
const decoders = new WeakMap<Schema.Schema.Any, RowsDecoder>()

const decoderOf = <A, I>(schema: Schema.Schema<A, I>) => {
  let decoder = decoders.get(schema)
  if (decoder === undefined) {
    decoder = Schema.decodeUnknown(Schema.Array(schema)) as RowsDecoder
    decoders.set(schema, decoder)
  }
  return decoder as (rows: unknown) => Effect.Effect<ReadonlyArray<A>, ParseResult.ParseError>
}

/** Decodes the rows a query answers with `schema`; a row that does not fit is a ParseError. */
export const rowsOf =
  <A, I>(schema: Schema.Schema<A, I>) =>
  <E, R>(query: Effect.Effect<ReadonlyArray<unknown>, E, R>) =>
    Effect.flatMap(query, decoderOf(schema))

/** A boolean column or expression as either database answers it: SQLite 0/1, PostgreSQL true/false. */
export const SqlBoolean = Schema.transform(Schema.Union(Schema.Boolean, Schema.Number), Schema.Boolean, {
  strict: true,
  decode: (value) => value === true || value === 1,
  encode: (value) => value,
})

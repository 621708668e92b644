import type { SqlError } from "@effect/sql/SqlError"
import { Effect, type ParseResult } from "effect"
import { StoreFailure } from "./errors"

/** A database or row-decoding fault, as the store's one failure for "the database did not answer as it should". */
export const orStoreFailure = <A, E, R>(
  effect: Effect.Effect<A, E | SqlError | ParseResult.ParseError, R>,
): Effect.Effect<A, Exclude<E, SqlError | ParseResult.ParseError> | StoreFailure, R> =>
  Effect.catchIf(
    effect,
    (error): error is SqlError | ParseResult.ParseError =>
      typeof error === "object" &&
      error !== null &&
      "_tag" in error &&
      (error._tag === "SqlError" || error._tag === "ParseError"),
    (error) => Effect.fail(new StoreFailure({ message: error.message, cause: error })),
  ) as Effect.Effect<A, Exclude<E, SqlError | ParseResult.ParseError> | StoreFailure, R>

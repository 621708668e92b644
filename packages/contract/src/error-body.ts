import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { type Either, type ParseResult, Schema } from "effect"
import { type ErrorCode, errorCodes, errorStatus } from "./error-code"
import { type ApiError, errorClasses } from "./errors"

/** What the wire form of an error needs from its class: its tag, its code and its fields. */
export interface ErrorClassParts<Code extends ErrorCode, Fields extends Schema.Struct.Fields> {
  readonly _tag: string
  readonly code: Code
  readonly fields: Fields
}

/** The wire body of one error class: `{ error, code, ...extra }`, the extra fields taken from the class. */
const bodyOf = <Code extends ErrorCode, Fields extends Schema.Struct.Fields>(
  errorClass: ErrorClassParts<Code, Fields>,
) => {
  const { _tag, message, ...extra } = errorClass.fields
  const body = Schema.Struct({ error: Schema.String, code: Schema.Literal(errorClass.code), ...extra })
  return body.annotations({ identifier: `${errorClass._tag}Body` })
}

const fieldsOf = (value: object): Record<string, unknown> => Object.fromEntries(Object.entries(value))

/** `{ error, code, ...extra }` → `{ _tag, message, ...extra }`, the encoded form of a tagged error. */
const encodedErrorOf = (tag: string, body: object): Record<string, unknown> => {
  const { error, code: _code, ...extra } = fieldsOf(body)
  return { _tag: tag, message: error, ...extra }
}

/** `{ _tag, message, ...extra }` → `{ error, code, ...extra }`. */
const bodyOfEncodedError = (code: ErrorCode, encoded: object): Record<string, unknown> => {
  const { _tag, message, ...extra } = fieldsOf(encoded)
  return { error: message, code, ...extra }
}

/**
 * The wire body decoded into its tagged error, and a tagged error encoded into its wire body; carries
 * the HTTP status, so it can stand for the error in an `HttpApi` definition.
 */
const wireFormOf = <
  Code extends ErrorCode,
  Fields extends Schema.Struct.Fields,
  C extends Schema.Schema.AnyNoContext,
>(
  errorClass: C & ErrorClassParts<Code, Fields>,
) =>
  Schema.transform(bodyOf(errorClass), errorClass, {
    // Both sides are checked by their own schemas, so the renaming may be written loosely.
    strict: false,
    decode: (body) => encodedErrorOf(errorClass._tag, body),
    encode: (encoded) => bodyOfEncodedError(errorClass.code, encoded),
  }).annotations(HttpApiSchema.annotations({ status: errorStatus[errorClass.code] }))

type ErrorClasses = typeof errorClasses

/**
 * One entry per error code, each made from that code's error class. `make` is generic in the class, which
 * TypeScript cannot check over the union of the classes: the caller states the entries' types.
 */
const byCode = <Entries extends { readonly [Code in ErrorCode]: unknown }>(
  make: (errorClass: never) => unknown,
): Entries =>
  Object.fromEntries(errorCodes.map((code) => [code, make(errorClasses[code] as never)])) as Entries

/** The wire body of each error code. */
export const errorBodies =
  byCode<{
    readonly [Code in ErrorCode]: ReturnType<typeof bodyOf<Code, ErrorClasses[Code]["fields"]>>
  }>(bodyOf)

/** An error answer on the wire: `{ error, code, ...extra }`, discriminated by `code`. */
export const ErrorBody = Schema.Union(...Object.values(errorBodies)).annotations({ identifier: "ErrorBody" })
export type ErrorBody = typeof ErrorBody.Type

/** Each error's wire form (body ⇄ tagged error) by code, with its HTTP status, for `HttpApiEndpoint.addError`. */
export const errorWireForms =
  byCode<{
    readonly [Code in ErrorCode]: ReturnType<
      typeof wireFormOf<Code, ErrorClasses[Code]["fields"], ErrorClasses[Code]>
    >
  }>(wireFormOf)

/** Any error body decoded into its tagged error (and back). */
export const ApiErrorFromBody = Schema.Union(...Object.values(errorWireForms))

/** The wire body of a tagged error: its text as `error`, its `code` and its extra fields, never `_tag`. */
export const toErrorBody = (error: ApiError): ErrorBody => Schema.encodeSync(ApiErrorFromBody)(error)

/** The tagged error a wire body stands for. */
export const fromErrorBody = (body: ErrorBody): ApiError => Schema.decodeSync(ApiErrorFromBody)(body)

/** Reads an error answer of unknown shape, as a client receives it. */
export const parseErrorBody = (body: unknown): Either.Either<ApiError, ParseResult.ParseError> =>
  Schema.decodeUnknownEither(ApiErrorFromBody)(body)

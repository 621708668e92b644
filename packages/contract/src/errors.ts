import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { type Cause, Schema } from "effect"
import type { PropertySignature, Struct, tag } from "effect/Schema"
import { type ErrorCode, errorCodes } from "./error-code"
import { type ErrorTable, type ErrorTableEntry, errorTable } from "./error-table"

/** The human text of an error, defaulting to the standard English sentence of its code. */
const message = (standard: string) =>
  Schema.String.pipe(
    Schema.propertySignature,
    Schema.withConstructorDefault(() => standard),
  )

type ExtraFields<Code extends ErrorCode> = {
  readonly [Field in keyof ErrorTable[Code]["fields"]]: ErrorTable[Code]["fields"][Field] extends {
    readonly schema: infer S
  }
    ? S
    : never
}

/** A tagged error's fields: its tag, its text (defaulting to the table's sentence) and the code's extra fields. */
type ErrorFields<Code extends ErrorCode> = {
  readonly _tag: tag<ErrorTable[Code]["tag"]>
  readonly message: PropertySignature<":", string, never, ":", string, true, never>
} & ExtraFields<Code> extends infer Fields extends Struct.Fields
  ? Fields
  : never

/**
 * The class of the error of `code`: what `Schema.TaggedError` makes of the table's row (decoded,
 * encoded and constructed with the row's extra fields, `_tag` its tag), with the code and the HTTP
 * status as statics and the code on every instance.
 */
export interface ContractErrorClass<Self, Code extends ErrorCode>
  extends Schema.Class<
    Self,
    ErrorFields<Code>,
    Struct.Encoded<ErrorFields<Code>>,
    Struct.Context<ErrorFields<Code>>,
    Struct.Constructor<Omit<ErrorFields<Code>, "_tag">>,
    unknown,
    Cause.YieldableError & { readonly code: Code }
  > {
  readonly _tag: ErrorTable[Code]["tag"]
  readonly code: Code
  readonly status: ErrorTable[Code]["status"]
}

/**
 * The base class of the contract's error of `code`, made from its row of the errors table:
 * `class NotFound extends ContractError<NotFound>()("not_found") {}`. `Self` is the class being
 * declared, as `Schema.TaggedError` asks; TypeScript cannot resolve `TaggedError`'s check that `Self`
 * is given inside a generic function, so the class is built untyped and typed by `ContractErrorClass`.
 */
export const ContractError =
  <Self>() =>
  <Code extends ErrorCode>(code: Code): ContractErrorClass<Self, Code> => {
    const entry: ErrorTableEntry = errorTable[code]
    const extra = Object.fromEntries(
      Object.entries(entry.fields).map(([name, field]) => [name, field.schema]),
    )
    class Base extends Schema.TaggedError<unknown>()(
      entry.tag,
      { message: message(entry.text), ...extra },
      HttpApiSchema.annotations({ status: entry.status }),
    ) {
      static readonly code = code
      static readonly status = entry.status
      get code(): Code {
        return code
      }
    }
    return Base as unknown as ContractErrorClass<Self, Code>
  }

export class InvalidRequest extends ContractError<InvalidRequest>()("invalid_request") {}
export class InvalidQuery extends ContractError<InvalidQuery>()("invalid_query") {}
export class InvalidLocale extends ContractError<InvalidLocale>()("invalid_locale") {}
export class BadFormat extends ContractError<BadFormat>()("bad_format") {}
export class BadPage extends ContractError<BadPage>()("bad_page") {}
export class Unauthorized extends ContractError<Unauthorized>()("unauthorized") {}
export class NotFound extends ContractError<NotFound>()("not_found") {}
export class NotReady extends ContractError<NotReady>()("not_ready") {}
export class UseAsync extends ContractError<UseAsync>()("use_async") {}
export class RateLimited extends ContractError<RateLimited>()("rate_limited") {}
export class QueueFull extends ContractError<QueueFull>()("queue_full") {}
export class DomainLimit extends ContractError<DomainLimit>()("domain_limit") {}
export class ReportFailed extends ContractError<ReportFailed>()("report_failed") {}
export class Unreachable extends ContractError<Unreachable>()("unreachable") {}
export class Unavailable extends ContractError<Unavailable>()("unavailable") {}
export class NotConfigured extends ContractError<NotConfigured>()("not_configured") {}

/** Every error class, by its code (the table's errors, given their names above). */
export const errorClasses = {
  invalid_request: InvalidRequest,
  invalid_query: InvalidQuery,
  invalid_locale: InvalidLocale,
  bad_format: BadFormat,
  bad_page: BadPage,
  unauthorized: Unauthorized,
  not_found: NotFound,
  not_ready: NotReady,
  use_async: UseAsync,
  rate_limited: RateLimited,
  queue_full: QueueFull,
  domain_limit: DomainLimit,
  report_failed: ReportFailed,
  unreachable: Unreachable,
  unavailable: Unavailable,
  not_configured: NotConfigured,
} as const satisfies { readonly [Code in ErrorCode]: { readonly code: Code } }

/** Any error of the API, as a schema of the tagged error classes. */
export const ApiError = Schema.Union(...errorCodes.map((code) => errorClasses[code]))
export type ApiError = typeof ApiError.Type

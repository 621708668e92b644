import { type AuditRequestError, errorStatus } from "@svc/contract"
import { Schema } from "effect"

/**
 * Why a command could not do its job (exit code 1). Each carries the sentence `svc` prints on stderr;
 * none ever holds the API key.
 */

/** The command line asks for something svc does not do: an unknown option, a key as an argument, … */
export class UsageError extends Schema.TaggedError<UsageError>()("UsageError", { message: Schema.String }) {}

/** The environment does not allow the command: no `SVC_API_KEY`, a malformed `SVC_API_URL`, no server. */
export class SetupError extends Schema.TaggedError<SetupError>()("SetupError", { message: Schema.String }) {}

/** The audit request was refused — by the server, or by the same rules applied in process. */
export class Refused extends Schema.TaggedError<Refused>()("Refused", {
  message: Schema.String,
  /** The contract's error `code`, e.g. `invalid_request`, `unreachable`, `domain_limit`. */
  code: Schema.String,
}) {}

/** The server could not be reached, or answered something that is not the contract. */
export class ServerFailure extends Schema.TaggedError<ServerFailure>()("ServerFailure", {
  message: Schema.String,
}) {}

/** A file could not be read (an HTML target) or written (a PDF report). */
export class FileFailure extends Schema.TaggedError<FileFailure>()("FileFailure", {
  message: Schema.String,
}) {}

/** Every way a command fails. */
export type CliError = UsageError | SetupError | Refused | ServerFailure | FileFailure

/** A request error of the contract, worded as the server words it, with its status and code. */
export const refusedOf = (error: AuditRequestError): Refused =>
  new Refused({ code: error.code, message: `${error.message} (${errorStatus[error.code]} ${error.code})` })

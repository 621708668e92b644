import { Schema } from "effect"

/** A problem the operator must fix (a bad setting): printed as it is, and the command exits with 1. */
export class CliFailure extends Schema.TaggedError<CliFailure>()("CliFailure", { message: Schema.String }) {}

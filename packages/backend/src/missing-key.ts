import { Schema } from "effect"

/** `SVC_API_URL` names a server but `SVC_API_KEY` is not set; the message says how to set it. */
export class MissingKey extends Schema.TaggedError<MissingKey>()("MissingKey", { message: Schema.String }) {}

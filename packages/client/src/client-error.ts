import type { ApiError } from "@svc/contract"
import { Schema } from "effect"

/**
 * The server could not be reached, kept failing with a 502/503 page of a gateway, or answered
 * something outside the contract. The message names the server and what happened, never the key.
 */
export class ServerUnreachable extends Schema.TaggedError<ServerUnreachable>()("ServerUnreachable", {
  message: Schema.String,
}) {}

/**
 * Everything a call of the client can end with once its retries are spent: the server's answer as
 * the contract's error (with its `code`, `retryAfter`, …), or no usable answer at all.
 */
export type SvcClientError = ApiError | ServerUnreachable

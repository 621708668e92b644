import type { PageFailure } from "@svc/contract"
import { type FetchError, failureCodeOf } from "@svc/fetch"

/** The `error` of a failed page entry for a fetch error: its message and its code (decision 13). */
export const pageFailureOf = (error: FetchError): PageFailure => ({
  error: error.message,
  code: failureCodeOf(error),
})

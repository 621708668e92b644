import type { PageFailure } from "@svc/contract"
import { type FetchError, failureCodeOf } from "@svc/fetch"
import type { AnalysisFailed } from "./analysis"

/** The `error` of a failed page entry for a fetch error or a failed analysis: its text and code (decision 13). */
export const pageFailureOf = (error: FetchError | AnalysisFailed): PageFailure =>
  error._tag === "AnalysisFailed" ? error.pageFailure : { error: error.message, code: failureCodeOf(error) }

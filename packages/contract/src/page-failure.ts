import { Schema } from "effect"

/**
 * Why a page of an accepted audit failed (decision 13). A page that answered with a 4xx or 5xx status
 * is not a failure: it is audited and its status code is a finding.
 * - `unreachable`: it could no longer be resolved or connected to, or resolved to a non-public address.
 * - `timeout`: it did not finish within 15 minutes (decision 14).
 * - `too_large`: the response exceeded the size the fetcher reads.
 * - `not_html`: the response is not an HTML document.
 * - `blocked`: the site refused the audit (for example a bot wall or a redirect to a non-public address).
 * - `internal`: a fault of the service.
 * - `cancelled`: an operator cancelled the page before it ran (`svc-server queue cancel`, the admin panel).
 */
export const PageFailureCode = Schema.Literal(
  "unreachable",
  "timeout",
  "too_large",
  "not_html",
  "blocked",
  "internal",
  "cancelled",
)
export type PageFailureCode = typeof PageFailureCode.Type
export const pageFailureCodes: ReadonlyArray<PageFailureCode> = PageFailureCode.literals

/** The `error` of a failed page entry: a human text and a machine code, like an error answer. */
export const PageFailure = Schema.Struct({
  error: Schema.String,
  code: PageFailureCode,
}).annotations({ identifier: "PageFailure" })
export type PageFailure = typeof PageFailure.Type

import { ReportFailed } from "@svc/contract"
import { Schema } from "effect"

/**
 * A PDF that could not be rendered: a result that does not match the contract, fonts that cannot be
 * read, or a fault inside pdfkit. `reason` and `cause` are for logs; callers of the API see the
 * contract's `502 report_failed` (`toApiError`), and the JSON result stays valid.
 */
export class RenderFailed extends Schema.TaggedError<RenderFailed>()("RenderFailed", {
  reason: Schema.String,
  cause: Schema.optional(Schema.Defect),
}) {
  static readonly code = ReportFailed.code
  static readonly status = ReportFailed.status

  override get message(): string {
    return `The PDF report could not be rendered: ${this.reason}.`
  }

  /** The contract's error for this failure, with its standard text and HTTP status 502. */
  toApiError(): ReportFailed {
    return new ReportFailed()
  }
}

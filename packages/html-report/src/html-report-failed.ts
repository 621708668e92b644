import { Schema } from "effect"

/**
 * An HTML report that could not be made: its input does not match the contract, or its options are
 * not the report's. `reason` says which, for logs; an API showing reports answers `502 report_failed`.
 */
export class HtmlReportFailed extends Schema.TaggedError<HtmlReportFailed>()("HtmlReportFailed", {
  reason: Schema.String,
  cause: Schema.optional(Schema.Defect),
}) {
  override get message(): string {
    return `The HTML report could not be made: ${this.reason}.`
  }
}

import { PageFailureCode } from "@svc/contract"
import { Schema } from "effect"

/**
 * A page that answered but cannot be audited (too slow, too large, not HTML, redirected into a private
 * network), when a backend fetches it at start: `timeout`, `too_large`, `not_html`, `blocked`, … with
 * the reason (decision 13).
 */
export class PageFailed extends Schema.TaggedError<PageFailed>()("PageFailed", {
  message: Schema.String,
  code: PageFailureCode,
}) {}

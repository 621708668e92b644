import { Schema } from "effect"

/** Chromium is missing or would not start; the message says how to install it. */
export class ChromeUnavailable extends Schema.TaggedError<ChromeUnavailable>()("ChromeUnavailable", {
  message: Schema.String,
}) {}

/** The page's address is not public and the service was not told to allow private targets. */
export class TargetRefused extends Schema.TaggedError<TargetRefused>()("TargetRefused", {
  message: Schema.String,
  host: Schema.String,
}) {}

/** Lighthouse could not measure the page: it errored, or a run overran its time budget. */
export class MeasurementFailed extends Schema.TaggedError<MeasurementFailed>()("MeasurementFailed", {
  message: Schema.String,
  formFactor: Schema.Literal("mobile", "desktop"),
  timedOut: Schema.Boolean,
}) {}

/** Every way a measurement can fail. */
export type MeasureError = ChromeUnavailable | TargetRefused | MeasurementFailed

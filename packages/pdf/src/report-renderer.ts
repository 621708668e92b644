import type { Result } from "@svc/contract"
import { Context, type Effect } from "effect"
import type { RenderFailed } from "./render-failed"
import type { ReportOptions } from "./render-report"

/** Renders a page's result as its PDF report. */
export class ReportRenderer extends Context.Tag("@svc/pdf/ReportRenderer")<
  ReportRenderer,
  {
    readonly render: (result: Result, options?: ReportOptions) => Effect.Effect<Uint8Array, RenderFailed>
  }
>() {}

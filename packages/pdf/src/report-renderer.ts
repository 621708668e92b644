import type { Result } from "@svc/contract"
import { Context, Effect, Layer } from "effect"
import { loadFonts } from "./fonts"
import { RenderFailed } from "./render-failed"
import { type ReportOptions, renderReport } from "./render-report"

/** Renders a page's result as its PDF report. */
export class ReportRenderer extends Context.Tag("@svc/pdf/ReportRenderer")<
  ReportRenderer,
  {
    readonly render: (result: Result, options?: ReportOptions) => Effect.Effect<Uint8Array, RenderFailed>
  }
>() {}

/**
 * The pdfkit renderer. Its fonts are read when the layer is built, so a broken installation fails
 * at start-up rather than on the first report.
 */
export const ReportRendererLive = Layer.effect(
  ReportRenderer,
  Effect.try({
    try: () => loadFonts(),
    catch: (cause) =>
      cause instanceof RenderFailed
        ? cause
        : new RenderFailed({ reason: "the fonts could not be loaded", cause }),
  }).pipe(
    Effect.map(() =>
      ReportRenderer.of({
        render: (result, options) =>
          Effect.try({
            try: () => renderReport(result, options),
            catch: (cause) =>
              cause instanceof RenderFailed ? cause : new RenderFailed({ reason: "rendering failed", cause }),
          }),
      }),
    ),
  ),
)

import { Effect, Layer } from "effect"
import { loadFonts } from "./fonts"
import { RenderFailed } from "./render-failed"
import { renderReport } from "./render-report"
import { ReportRenderer } from "./report-renderer"

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

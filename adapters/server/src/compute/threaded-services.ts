import { Analysis, AnalysisFailed } from "@svc/audit"
import type { PageSnapshot } from "@svc/core"
import { checkFontFiles, RenderFailed, ReportRenderer } from "@svc/pdf/service"
import { Effect, Layer } from "effect"
import { Compute, type ComputeFailed } from "./compute"
import type { ComputeInput } from "./compute-tasks"
import { siteFilesKept, withoutSiteFiles } from "./site-files-kept"

const analysisFailureOf = (failure: ComputeFailed): AnalysisFailed =>
  new AnalysisFailed({
    reason: failure.reason === "memory" || failure.reason === "deadline" ? failure.reason : "crashed",
    message: failure.message,
  })

/** A page's analysis as the compute threads answer it: a failure that is not a limit is logged. */
const analysed = <A>(run: Effect.Effect<A, ComputeFailed>): Effect.Effect<A, AnalysisFailed> =>
  run.pipe(
    Effect.tapError((failure) =>
      failure.reason === "thrown" || failure.reason === "crashed"
        ? Effect.logError("page analysis failed").pipe(Effect.annotateLogs({ error: failure.message }))
        : Effect.void,
    ),
    Effect.mapError(analysisFailureOf),
  )

/** The Auditor's analysis in a compute thread: a page that needs too much memory or time fails alone. */
export const ThreadedAnalysisLive: Layer.Layer<Analysis, never, Compute> = Layer.effect(
  Analysis,
  Effect.map(Compute, (compute) => {
    /** The page sent to a thread, its site files apart: a thread is given a site's once (`siteFilesKept`). */
    const inThread =
      <K extends "audit" | "auditForCrawl">(task: K) =>
      (snapshot: PageSnapshot, options: ComputeInput<K>["options"]) =>
        analysed(
          compute.run(
            task,
            { snapshot: withoutSiteFiles(snapshot), options },
            siteFilesKept(snapshot.siteFiles),
          ),
        )
    return Analysis.of({ audit: inThread("audit"), auditForCrawl: inThread("auditForCrawl") })
  }),
)

/**
 * PDF reports rendered in a compute thread. The font files are checked first, so that fonts that
 * cannot be read still stop the server at start-up — from their headers, without loading pdfkit or
 * the faces into the thread that answers requests.
 */
export const ThreadedReportRendererLive: Layer.Layer<ReportRenderer, RenderFailed, Compute> = Layer.effect(
  ReportRenderer,
  Effect.gen(function* () {
    yield* Effect.try({
      try: checkFontFiles,
      catch: (cause) =>
        cause instanceof RenderFailed
          ? cause
          : new RenderFailed({ reason: "the fonts could not be checked", cause }),
    })
    const compute = yield* Compute
    return ReportRenderer.of({
      render: (result, options) =>
        compute
          .run("pdf", {
            result,
            locale: options?.locale ?? "en",
            site: options?.site,
            ruleDocsUrl: options?.ruleDocsUrl,
          })
          .pipe(Effect.mapError((failure) => new RenderFailed({ reason: failure.message }))),
    })
  }),
)

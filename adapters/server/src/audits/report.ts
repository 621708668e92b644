import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { decodePageIndex, NotReady, ReportFailed } from "@svc/contract"
import { ReportRenderer } from "@svc/pdf/service"
import { type ApiKeyRecord, type AuditView, Usage } from "@svc/store"
import { Effect } from "effect"
import { ServerSettings } from "../config/server-config"
import { apiHeaders } from "../http/error-response"
import type { AuditReaderService } from "./audit-reader"

/**
 * `GET /api/v1/audits/{id}?format=pdf&page=N` (decision 25) for an audit the caller owns: the page
 * index checked, the page done (else 409 `not_ready` with its status: still to wait for, or failed for
 * good and why), one unit of the PDF limit, then the report.
 * A PDF that cannot be rendered is 502 `report_failed`; the JSON result is untouched.
 */
export const makeReports = (reader: AuditReaderService) =>
  Effect.gen(function* () {
    const usage = yield* Usage
    const renderer = yield* ReportRenderer
    const { ruleDocsUrl } = yield* ServerSettings

    return (caller: ApiKeyRecord, view: AuditView, pageParameter: string | undefined) =>
      Effect.gen(function* () {
        const index = yield* decodePageIndex(pageParameter, view.pages.length)
        const page = view.pages[index]
        if (page === undefined)
          return yield* Effect.dieMessage("decodePageIndex gave an index past the pages")
        if (page.status === "failed") {
          const { error, code } = page.error ?? { code: "internal", error: "The page failed." }
          return yield* new NotReady({
            status: "failed",
            message: `Page ${index} failed and has no report: ${error} (${code}). Waiting will not change that; audit the page again once the cause is fixed.`,
          })
        }
        if (page.status !== "done") return yield* new NotReady({ status: page.status })
        yield* usage.takePdf(caller)
        const { result, site } = yield* reader.pageReport(view, page)
        const pdf = yield* renderer.render(result, { locale: view.locale, site, ruleDocsUrl }).pipe(
          Effect.tapError((failure) =>
            Effect.logError("PDF report failed").pipe(
              Effect.annotateLogs({ auditId: view.id, page: index, reason: failure.reason }),
            ),
          ),
          Effect.mapError(() => new ReportFailed()),
        )
        return HttpServerResponse.uint8Array(pdf, {
          contentType: "application/pdf",
          headers: {
            ...apiHeaders,
            "content-disposition": `attachment; filename="svc-${view.id}-${index}.pdf"`,
          },
        })
      })
  })

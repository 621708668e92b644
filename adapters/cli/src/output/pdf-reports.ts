import type { Locale } from "@svc/contract"
import { renderReport } from "@svc/pdf"
import { Effect } from "effect"
import type { AuditedPages, FinishedPage } from "../audited-pages"
import { FileFailure } from "../errors"
import { describeCause, type ReportFiles, reportFileOf, writeAtomically, writeEachPage } from "./report-files"
import { say } from "./say"

/** The file of each page's PDF: `report.pdf`, or `report-0.pdf`, `report-1.pdf`, … for several pages. */
export const pdfFileOf = (file: string, pageIndex: number, pageCount: number): string =>
  reportFileOf(file, pageIndex, pageCount, ".pdf")

const writeReport =
  (audited: AuditedPages, file: string, locale: Locale) =>
  (page: FinishedPage, index: number): Effect.Effect<string, FileFailure> => {
    const target = pdfFileOf(file, index, audited.pages.length)
    if (page.status !== "done") {
      return Effect.fail(
        new FileFailure({
          message: say(locale, "cli.noPdf", { url: page.url, code: page.error.code }),
        }),
      )
    }
    const site = audited.pages.length > 1 ? audited.site : undefined
    const bytes =
      audited.serverReport?.(index) ??
      Effect.try({
        try: () => renderReport(page.result, { locale, site }),
        catch: (cause) =>
          new FileFailure({
            message: say(locale, "cli.pdfNotRendered", { url: page.url, cause: describeCause(cause) }),
          }),
      })
    return bytes.pipe(
      Effect.flatMap((bytes) =>
        writeAtomically(target, bytes, (cause) => say(locale, "cli.notWritten.pdf", { file: target, cause })),
      ),
      Effect.as(target),
    )
  }

/**
 * Writes every audited page's report — the server's PDF in remote mode, else rendered with `@svc/pdf` —
 * and a page that fails does not stop the others.
 */
export const writePdfReports = (
  audited: AuditedPages,
  file: string,
  locale: Locale,
): Effect.Effect<ReportFiles> => writeEachPage(audited, writeReport(audited, file, locale))

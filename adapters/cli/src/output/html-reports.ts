import type { Locale } from "@svc/contract"
import { renderFailedHtmlReport, renderHtmlReport } from "@svc/html-report"
import { Effect } from "effect"
import type { AuditedPages, FinishedPage } from "../audited-pages"
import { FileFailure } from "../errors"
import { describeCause, type ReportFiles, reportFileOf, writeAtomically, writeEachPage } from "./report-files"
import { say } from "./say"

/** The file of each page's HTML report: `report.html`, or `report-0.html`, `report-1.html`, … for several pages. */
export const htmlFileOf = (file: string, pageIndex: number, pageCount: number): string =>
  reportFileOf(file, pageIndex, pageCount, ".html")

const rendered = (page: FinishedPage, audited: AuditedPages, locale: Locale) =>
  Effect.try({
    try: () =>
      page.status === "done"
        ? renderHtmlReport(page.result, {
            locale,
            site: audited.pages.length > 1 ? audited.site : undefined,
          })
        : renderFailedHtmlReport(page, { locale }),
    catch: (cause) =>
      new FileFailure({
        message: say(locale, "cli.htmlNotMade", { url: page.url, cause: describeCause(cause) }),
      }),
  })

/**
 * A page's HTML report, rendered here with `@svc/html-report` whichever way the audit ran. A page that
 * could not be audited gets a report saying so and why, and still counts as a failure.
 */
const writeReport =
  (audited: AuditedPages, file: string, locale: Locale) =>
  (page: FinishedPage, index: number): Effect.Effect<string, FileFailure> => {
    const target = htmlFileOf(file, index, audited.pages.length)
    const written = rendered(page, audited, locale).pipe(
      Effect.flatMap((html) =>
        writeAtomically(target, html, (cause) => say(locale, "cli.notWritten.html", { file: target, cause })),
      ),
      Effect.as(target),
    )
    if (page.status === "done") return written
    return Effect.zipRight(
      written,
      Effect.fail(
        new FileFailure({
          message: say(locale, "cli.htmlSaysWhy", { url: page.url, code: page.error.code, file: target }),
        }),
      ),
    )
  }

/** Writes every audited page's HTML report; a page that fails does not stop the others. */
export const writeHtmlReports = (
  audited: AuditedPages,
  file: string,
  locale: Locale,
): Effect.Effect<ReportFiles> => writeEachPage(audited, writeReport(audited, file, locale))

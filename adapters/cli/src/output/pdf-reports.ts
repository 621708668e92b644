import { mkdir, rename, rm, writeFile } from "node:fs/promises"
import { dirname, extname } from "node:path"
import type { Locale } from "@svc/contract"
import { renderReport } from "@svc/pdf"
import { Effect } from "effect"
import type { AuditedPages } from "../audited-pages"
import { FileFailure } from "../errors"

/**
 * The file of each page's PDF: the file asked for when the audit has one page; with several,
 * `report.pdf` becomes `report-0.pdf`, `report-1.pdf`, … by page index (from 0, as in the API).
 */
export const pdfFileOf = (file: string, pageIndex: number, pageCount: number): string => {
  if (pageCount === 1) return file
  const extension = extname(file)
  return `${file.slice(0, file.length - extension.length)}-${pageIndex}${extension || ".pdf"}`
}

const describe = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause))

/** Writes the bytes beside the target first and renames them in place: no half-written report is ever left. */
const writeAtomically = (file: string, bytes: Uint8Array) =>
  Effect.tryPromise({
    try: async () => {
      await mkdir(dirname(file), { recursive: true })
      const partial = `${file}.${process.pid}.partial`
      try {
        await writeFile(partial, bytes)
        await rename(partial, file)
      } finally {
        await rm(partial, { force: true })
      }
    },
    catch: (cause) =>
      new FileFailure({ message: `The PDF could not be written to ${file}: ${describe(cause)}` }),
  })

/** The reports written, and why the others were not. */
export interface PdfReports {
  readonly written: ReadonlyArray<string>
  readonly failures: ReadonlyArray<FileFailure>
}

const writeReport = (
  audited: AuditedPages,
  file: string,
  locale: Locale,
  index: number,
): Effect.Effect<string, FileFailure> => {
  const page = audited.pages[index]
  const target = pdfFileOf(file, index, audited.pages.length)
  if (page === undefined) return Effect.fail(new FileFailure({ message: `No page ${index} in this audit.` }))
  if (page.status !== "done") {
    return Effect.fail(
      new FileFailure({
        message: `No PDF for ${page.url}: the page could not be audited (${page.error.code}).`,
      }),
    )
  }
  const site = audited.pages.length > 1 ? audited.site : undefined
  const bytes =
    audited.serverReport?.(index) ??
    Effect.try({
      try: () => renderReport(page.result, { locale, site }),
      catch: (cause) =>
        new FileFailure({ message: `The PDF of ${page.url} could not be rendered: ${describe(cause)}` }),
    })
  return bytes.pipe(
    Effect.flatMap((bytes) => writeAtomically(target, bytes)),
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
): Effect.Effect<PdfReports> =>
  Effect.partition(audited.pages, (_, index) => writeReport(audited, file, locale, index)).pipe(
    Effect.map(([failures, written]) => ({ written, failures })),
  )

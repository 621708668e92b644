import { mkdir, rename, rm, writeFile } from "node:fs/promises"
import { dirname, extname } from "node:path"
import { Effect } from "effect"
import type { AuditedPages, FinishedPage } from "../audited-pages"
import { FileFailure } from "../errors"

/**
 * The file of each page's report: the file asked for when the audit has one page; with several,
 * `report.pdf` becomes `report-0.pdf`, `report-1.pdf`, … by page index (from 0, as in the API), and a
 * name without an extension gets `extension`.
 */
export const reportFileOf = (
  file: string,
  pageIndex: number,
  pageCount: number,
  extension: string,
): string => {
  if (pageCount === 1) return file
  const own = extname(file)
  return `${file.slice(0, file.length - own.length)}-${pageIndex}${own || extension}`
}

export const describeCause = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause))

/**
 * Writes the bytes beside the target first and renames them in place: no half-written report is ever
 * left. `failure` says, from the cause, that the file could not be written.
 */
export const writeAtomically = (
  file: string,
  bytes: Uint8Array | string,
  failure: (cause: string) => string,
) =>
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
    catch: (cause) => new FileFailure({ message: failure(describeCause(cause)) }),
  })

/** The reports written, and why the others were not. */
export interface ReportFiles {
  readonly written: ReadonlyArray<string>
  readonly failures: ReadonlyArray<FileFailure>
}

/** Writes each audited page's report with `writeOne`; a page that fails does not stop the others. */
export const writeEachPage = (
  audited: AuditedPages,
  writeOne: (page: FinishedPage, pageIndex: number) => Effect.Effect<string, FileFailure>,
): Effect.Effect<ReportFiles> =>
  Effect.partition(audited.pages, writeOne).pipe(Effect.map(([failures, written]) => ({ written, failures })))

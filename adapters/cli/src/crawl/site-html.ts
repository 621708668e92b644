import { mkdir, open, rename, rm } from "node:fs/promises"
import { dirname } from "node:path"
import type { Locale } from "@svc/contract"
import type { SiteReport } from "@svc/crawl"
import type { SitePageEntry } from "@svc/html-report"
import { Effect, Stream } from "effect"
import { FileFailure } from "../errors"
import { describeCause } from "../output/report-files"
import { say } from "../output/say"

/**
 * The crawl's site report in one HTML file, written a page at a time as the store gives the pages (a
 * crawl of thousands never holds every result), beside the target first and renamed in place.
 */
export const writeSiteHtml = <E, R>(
  report: SiteReport,
  file: string,
  locale: Locale,
  pages: Stream.Stream<SitePageEntry, E, R>,
): Effect.Effect<void, FileFailure, R> =>
  Effect.gen(function* () {
    const { siteReportWriter } = yield* Effect.promise(() => import("@svc/html-report"))
    const notMade = (cause: unknown) =>
      new FileFailure({
        message: say(locale, "cli.htmlNotMade", { url: report.startUrl, cause: describeCause(cause) }),
      })
    const notWritten = (cause: unknown) =>
      new FileFailure({ message: say(locale, "cli.notWritten.html", { file, cause: describeCause(cause) }) })
    const writer = yield* Effect.try({ try: () => siteReportWriter(report, { locale }), catch: notMade })
    const partial = `${file}.${process.pid}.partial`
    const handle = yield* Effect.acquireRelease(
      Effect.tryPromise({
        try: async () => {
          await mkdir(dirname(file), { recursive: true })
          return open(partial, "w")
        },
        catch: notWritten,
      }),
      (opened) => Effect.promise(() => opened.close().then(() => rm(partial, { force: true }))),
    )
    const write = (text: string) => Effect.tryPromise({ try: () => handle.write(text), catch: notWritten })
    yield* write(writer.opening)
    yield* Stream.runForEach(pages, (page) =>
      Effect.try({ try: () => writer.page(page), catch: notMade }).pipe(Effect.flatMap(write)),
    ).pipe(Effect.mapError((error) => (error instanceof FileFailure ? error : notMade(error))))
    yield* write(writer.closing())
    yield* Effect.tryPromise({ try: () => handle.sync(), catch: notWritten })
    yield* Effect.tryPromise({ try: () => rename(partial, file), catch: notWritten })
  }).pipe(Effect.scoped)

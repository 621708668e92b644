import { PageFailureCode, Result } from "@svc/contract"
import type { SiteReport } from "@svc/crawl"
import { Effect, Schema, Stream } from "effect"
import type { AuditedPages, FinishedPage } from "../audited-pages"
import { type SarifLog, sarifLog } from "../output/sarif"

const isResult = Schema.is(Result)
const isFailureCode = Schema.is(PageFailureCode)

/** A finished page of a crawl, as the store gives it. */
interface StoredPage {
  readonly url: string
  readonly status: "done" | "failed"
  readonly result: unknown
  readonly errorCode: string | null
}

/**
 * A crawl as one SARIF 2.1.0 run: each page's findings, then each cross-page finding's items at the
 * pages involved (for a link, its line). For a built site on disk (`folder`), `fileOf` names each
 * URL's file: findings are at `file:line:column`, and a URL with no file (a link to a missing file,
 * answered 404) has no findings of its own — the link to it is the finding.
 */
export const crawlSarif = <E, R>(
  report: SiteReport,
  pages: Stream.Stream<StoredPage, E, R>,
  folder: { readonly fileOf: (url: string) => string | undefined } | undefined,
  version: string,
): Effect.Effect<SarifLog, E, R> =>
  Effect.map(Stream.runCollect(pages), (stored) => {
    const fileOf = folder?.fileOf ?? (() => undefined)
    const finished: Array<FinishedPage> = []
    const files = new Map<number, string>()
    for (const page of stored) {
      const file = fileOf(page.url)
      if (folder !== undefined && file === undefined) continue
      if (file !== undefined) files.set(finished.length, file)
      if (page.status === "done" && isResult(page.result))
        finished.push({ url: page.url, status: "done", result: page.result })
      else {
        const code = page.errorCode !== null && isFailureCode(page.errorCode) ? page.errorCode : "internal"
        finished.push({
          url: page.url,
          status: "failed",
          error: { error: `the page could not be audited (${code})`, code },
        })
      }
    }
    const audited: AuditedPages = { pages: finished, site: report.site, files }
    return sarifLog(audited, version, undefined, {
      findings: report.findings,
      fileOf,
      folder: folder !== undefined,
    })
  })

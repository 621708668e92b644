import {
  type AnalysisOptions,
  type AnalysisService,
  analysisInProcess,
  defaultRegistry,
} from "@svc/audit/analysis"
import type { Locale, Result, Site } from "@svc/contract"
import type { CrawlAudit, PageSnapshot, SiteFiles } from "@svc/core"
import type { FetchedPage } from "@svc/fetch"
import { Effect } from "effect"
import { chosenQuery } from "../audits/chosen-query"
import { encodePrefetched, type QueuedTarget } from "../audits/prefetched"

/**
 * A fetched page with its Lighthouse figures, and how to judge it; its site files come beside it, as
 * the thread keeps them for the other pages of the site (`siteFilesKept`).
 */
interface AnalysisInput {
  readonly snapshot: Omit<PageSnapshot, "siteFiles">
  readonly options: AnalysisOptions
}

let analysis: AnalysisService | undefined
/** The thread's in-process analysis over the default rules, built by the first page it audits. */
const inProcess = (): AnalysisService => {
  analysis ??= analysisInProcess(defaultRegistry())
  return analysis
}

/** The CPU-heavy work of the server, by name: what runs in its compute threads (`compute-worker.ts`). */
export const computeTasks = {
  /** Facts, rules and scores of a fetched page with its site files and Lighthouse figures. */
  audit: (input: AnalysisInput, siteFiles: SiteFiles): Result =>
    Effect.runSync(inProcess().audit({ ...input.snapshot, siteFiles }, input.options)),
  /** The same audit and the page's crawl facts, from one parse (a page of a crawl). */
  auditForCrawl: (input: AnalysisInput, siteFiles: SiteFiles): CrawlAudit =>
    Effect.runSync(inProcess().auditForCrawl({ ...input.snapshot, siteFiles }, input.options)),
  /** A page the start call fetched, as the queue keeps it: its phrase (decision 17) and the page encoded. */
  prepare: (input: { readonly query: string | undefined; readonly page: FetchedPage }): QueuedTarget => ({
    query: chosenQuery(input.query, input.page),
    prefetched: encodePrefetched({ _tag: "Page", page: input.page }),
  }),
  /**
   * A page's PDF report. pdfkit and the faces are loaded by the first report a thread renders, not
   * when it starts: a server at rest renders none.
   */
  pdf: async (input: {
    readonly result: Result
    readonly locale: Locale
    readonly site: Site | undefined
    readonly ruleDocsUrl: string | false | undefined
  }): Promise<Uint8Array> => {
    const { renderReport } = await import("@svc/pdf")
    const { result, locale, site, ruleDocsUrl } = input
    return renderReport(result, { locale, site, ruleDocsUrl })
  },
} as const

export type ComputeTasks = typeof computeTasks
export type ComputeTask = keyof ComputeTasks
export type ComputeInput<K extends ComputeTask> = Parameters<ComputeTasks[K]>[0]
export type ComputeOutput<K extends ComputeTask> = Awaited<ReturnType<ComputeTasks[K]>>

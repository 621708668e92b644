import type { Locale, PageFailure, Result } from "@svc/contract"
import {
  auditSnapshot,
  auditSnapshotForCrawl,
  type CrawlAudit,
  type LighthouseRun,
  type PageSnapshot,
  type Registry,
} from "@svc/core"
import { Context, Effect, Schema } from "effect"

/** What the pure audit of one snapshot takes besides the snapshot. */
export interface AnalysisOptions {
  readonly query?: string | undefined
  readonly locale?: Locale | undefined
  readonly lighthouse?: LighthouseRun | undefined
}

/**
 * The pure audit of a page could not finish where it ran: it needed more memory than one audit is
 * given, ran past its time, or its thread died. Only an analysis that runs in a thread of its own
 * (the server's) fails this way; the in-process one never does.
 */
export class AnalysisFailed extends Schema.TaggedError<AnalysisFailed>()("AnalysisFailed", {
  reason: Schema.Literal("memory", "deadline", "crashed"),
  message: Schema.String,
}) {
  /** The failed page entry of decision 13: memory → `too_large`, time → `timeout`, else `internal`. */
  get pageFailure(): PageFailure {
    switch (this.reason) {
      case "memory":
        return {
          code: "too_large",
          error: `The page is too complex to audit: ${this.message} Fewer elements or a smaller page can be audited.`,
        }
      case "deadline":
        return { code: "timeout", error: `The audit of this page took too long: ${this.message}` }
      default:
        return { code: "internal", error: "The audit of this page failed because of a fault of svc." }
    }
  }
}

export interface AnalysisService {
  /** Facts, rules, root causes and scores of one fetched page (`auditSnapshot`). */
  readonly audit: (snapshot: PageSnapshot, options: AnalysisOptions) => Effect.Effect<Result, AnalysisFailed>
  /** The same audit, and the page's crawl facts read from the same facts (`auditSnapshotForCrawl`): a crawled page parsed once. */
  readonly auditForCrawl: (
    snapshot: PageSnapshot,
    options: AnalysisOptions,
  ) => Effect.Effect<CrawlAudit, AnalysisFailed>
}

/**
 * Where the CPU-heavy part of an audit runs. The Auditor runs it in process unless this service is
 * provided; the server provides one that runs it in worker threads with their own memory limit and
 * deadline, so that no page can hold the thread that answers requests.
 */
export class Analysis extends Context.Tag("@svc/audit/Analysis")<Analysis, AnalysisService>() {}

/** The audit on the calling thread. */
export const analysisInProcess = (registry: Registry): AnalysisService => {
  const coreOptions = (options: AnalysisOptions) => ({
    registry,
    query: options.query,
    locale: options.locale,
    lighthouse: options.lighthouse,
  })
  return {
    audit: (snapshot, options) => Effect.sync(() => auditSnapshot(snapshot, coreOptions(options))),
    auditForCrawl: (snapshot, options) =>
      Effect.sync(() => auditSnapshotForCrawl(snapshot, coreOptions(options))),
  }
}

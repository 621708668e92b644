import { CONTRACT_VERSION, type Locale, type PageInfo, type Result, type Unmeasured } from "@svc/contract"
import { capEchoed, capEchoedOrNull, ECHO_LIMITS } from "./engine/echo-limits"
import { evaluate } from "./engine/evaluate"
import { listFindings } from "./engine/findings"
import type { LighthouseRun } from "./engine/measurement"
import { computeScore } from "./engine/scoring"
import { summarize } from "./engine/summarize"
import { type ExtractedFacts, runExtractors } from "./facts/extraction"
import { factExtractors } from "./facts/extractors"
import type { FactKey, PageFacts } from "./facts/page-facts"
import { isUnavailable } from "./facts/unavailable"
import type { Registry } from "./rules/registry"
import { CRAWLED_PAGE_FACTS, type PageCrawlFacts, pageCrawlFactsOf } from "./site/crawled-page"
import type { PageSnapshot } from "./snapshot"

export interface AuditOptions {
  readonly registry: Registry
  /** The caller's search phrase; absent or blank means the page's first suggestion is measured. */
  readonly query?: string | undefined
  readonly locale?: Locale | undefined
  /** What Lighthouse delivered; absent when it did not run or failed (`performance` is then unmeasured). */
  readonly lighthouse?: LighthouseRun | undefined
  /** The absolute URL of this page's PDF, when a server holds the result. */
  readonly reportUrl?: string | undefined
  /** Deep-freeze the facts before rules read them (see `ExtractionOptions.freeze`): tests prove with it that no rule changes a fact. */
  readonly freezeFacts?: boolean | undefined
}

/** Facts the result itself reports, whatever the rules need. */
const resultFacts: ReadonlyArray<FactKey> = ["head", "http", "content", "language", "pageType", "query"]

/** Audits one fetched page: facts, rules, measurements, scores. Pure: the same input gives the same result. */
export const auditSnapshot = (snapshot: PageSnapshot, options: AuditOptions): Result =>
  auditExtracted(snapshot, options, resultFacts).result

/** What a crawl takes of a page's audit: its result, and its crawl facts from the same facts (one parse). */
export interface CrawlAudit {
  readonly result: Result
  /** Undefined when the page's HTTP facts could not be read. */
  readonly crawl: PageCrawlFacts | undefined
}

const crawlAuditFacts: ReadonlyArray<FactKey> = [...resultFacts, ...CRAWLED_PAGE_FACTS]

/** `auditSnapshot`, and the page's crawl facts read from the facts its audit extracted. Pure. */
export const auditSnapshotForCrawl = (snapshot: PageSnapshot, options: AuditOptions): CrawlAudit => {
  const { result, facts } = auditExtracted(snapshot, options, crawlAuditFacts)
  return { result, crawl: pageCrawlFactsOf(facts) }
}

const auditExtracted = (
  snapshot: PageSnapshot,
  options: AuditOptions,
  alwaysExtracted: ReadonlyArray<FactKey>,
): { readonly result: Result; readonly facts: ExtractedFacts } => {
  const locale = options.locale ?? "en"
  const facts = runExtractors(
    factExtractors,
    snapshot,
    new Set([...options.registry.requiredFacts, ...alwaysExtracted]),
    { query: options.query, freeze: options.freezeFacts },
  )
  const query = facts.query
  const queryFacts = query === undefined || isUnavailable(query) ? undefined : query
  const evaluation = evaluate({
    registry: options.registry,
    facts,
    locale,
    querySource: queryFacts?.source ?? "none",
    measurements: options.lighthouse?.audits,
  })
  const score = computeScore({
    rootCauses: evaluation.rootCauses,
    performanceMeasured: options.lighthouse !== undefined,
    inputQueryScore: queryFacts?.source === "input" ? queryFacts.score : null,
  })
  const result: Result = {
    version: CONTRACT_VERSION,
    url: snapshot.finalUrl,
    scannedAt: snapshot.fetchedAt,
    score,
    summary: summarize(evaluation.rootCauses, evaluation.checksEvaluated),
    findings: listFindings(evaluation.rootCauses, locale),
    ...(options.lighthouse ? { performance: options.lighthouse.figures } : {}),
    query: {
      primary: capEchoed(queryFacts?.phrase ?? options.query?.trim() ?? "", ECHO_LIMITS.phrase),
      source: queryFacts?.source ?? (options.query?.trim() ? "input" : "none"),
      score: queryFacts?.score ?? null,
      suggestions: (queryFacts?.suggestions ?? []).map((phrase) => capEchoed(phrase, ECHO_LIMITS.phrase)),
    },
    unmeasured: unmeasured(snapshot, options.lighthouse),
    ...(options.reportUrl ? { reportUrl: options.reportUrl } : {}),
    page: pageInfo(snapshot, facts),
  }
  return { result, facts }
}

const unmeasured = (snapshot: PageSnapshot, lighthouse: LighthouseRun | undefined): Unmeasured[] => {
  const missing: Unmeasured[] = []
  if (lighthouse === undefined) missing.push("performance")
  const { robots, sitemap, llms } = snapshot.siteFiles
  if (robots.state === "failed" || robots.state === "notFetched") missing.push("robots")
  // A sitemap the site has but that could not be read (5xx, timeout, refused); sitemaps left unread
  // by the audit's own limits are said in the evidence of the rules that needed them.
  if (sitemap.state === "notFetched" || sitemap.files.some((file) => file.state === "failed"))
    missing.push("sitemap")
  if (llms.state === "failed" || llms.state === "notFetched") missing.push("llms")
  return missing
}

const available = <K extends FactKey>(facts: ExtractedFacts, key: K): PageFacts[K] | undefined => {
  const fact = facts[key]
  return fact === undefined || isUnavailable(fact) ? undefined : (fact as PageFacts[K])
}

const pageInfo = (snapshot: PageSnapshot, facts: ExtractedFacts): PageInfo => {
  const head = available(facts, "head")
  const http = available(facts, "http")
  const content = available(facts, "content")
  const language = available(facts, "language")
  const description = head?.meta("description")?.content?.trim()
  const canonical =
    head?.linksWithRel("canonical").find((link) => link.url !== null)?.url ??
    http?.linkHeader.find((entry) => entry.rel.includes("canonical"))?.url
  return {
    title: capEchoedOrNull(head?.title ?? null, ECHO_LIMITS.title),
    description: description ? capEchoed(description, ECHO_LIMITS.description) : null,
    language: capEchoedOrNull(
      language?.declared ?? language?.contentLanguageHeader ?? null,
      ECHO_LIMITS.language,
    ),
    canonical: capEchoedOrNull(canonical ?? null, ECHO_LIMITS.canonical),
    responseTimeMs: Math.max(0, Math.round(snapshot.responseTimeMs)),
    wordCount: { main: content?.wordCount.main ?? 0, total: content?.wordCount.total ?? 0 },
    pageType: available(facts, "pageType")?.type ?? "other",
  }
}

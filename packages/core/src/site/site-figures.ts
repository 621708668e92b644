import type { Finding, Level, Locale, Result, Site, SiteIssue } from "@svc/contract"
import { capEchoed, ECHO_LIMITS } from "../engine/echo-limits"
import { say } from "../i18n/say"
import type { Registry } from "../rules/registry"

/** What the site figures read of a page's result (a whole `Result` is one). */
export interface SiteFigureResult {
  readonly url: Result["url"]
  readonly score: { readonly svc: number | null }
  readonly findings: ReadonlyArray<Pick<Finding, "id" | "status" | "label" | "level" | "evidence" | "fix">>
}

/** One page of an audit: the address as sent, and its result once done. */
export interface SitePage {
  readonly url: string
  readonly result?: SiteFigureResult | undefined
}

/** Rule id → the site score cap its failure imposes. */
export type SiteCaps = ReadonlyMap<string, number>

/** The site caps the registered rules declare. */
export const siteCapsOf = (registry: Registry): SiteCaps =>
  new Map(
    registry.rules.flatMap((registered) =>
      registered.rule.siteCap === undefined ? [] : [[registered.rule.id, registered.rule.siteCap] as const],
    ),
  )

const levelRank: Record<Level, number> = { high: 0, medium: 1, low: 2 }

/**
 * Site-level figures over the pages of one audit. Site issues are failures of rules that cap the site
 * score (e.g. the whole site blocked from crawling), and, with two or more finished pages, failures
 * every finished page shares (a template problem). The site score is the mean page score, capped by
 * the lowest cap among the issues found. The issues are written in the audit's `locale`, as its findings are.
 */
export const siteFigures = (pages: ReadonlyArray<SitePage>, caps: SiteCaps, locale: Locale): Site => {
  const done = pages.flatMap((page) => (page.result ? [{ url: page.url, result: page.result }] : []))
  const scores = done.flatMap((page) => (page.result.score.svc === null ? [] : [page.result.score.svc]))
  const meanScore =
    scores.length > 0 ? Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null

  const failing = new Map<string, Array<{ url: string; finding: SiteFigureResult["findings"][number] }>>()
  for (const page of done) {
    for (const finding of page.result.findings) {
      if (finding.status !== "fail") continue
      const list = failing.get(finding.id) ?? []
      list.push({ url: page.result.url, finding })
      failing.set(finding.id, list)
    }
  }

  const issues: Array<SiteIssue & { cap: number | undefined }> = []
  for (const [id, occurrences] of failing) {
    const cap = caps.get(id)
    const everywhere =
      done.length >= 2 && new Set(occurrences.map((entry) => entry.url)).size === uniqueUrls(done)
    if (cap === undefined && !everywhere) continue
    const first = occurrences[0]
    if (first === undefined) continue
    const affected = [...new Set(occurrences.map((entry) => entry.url))].sort()
    issues.push({
      id,
      label: first.finding.label,
      level: first.finding.level,
      evidence: `${capEchoed(first.finding.evidence, ECHO_LIMITS.evidence)} (${say(locale, "site.pagesAffected", { affected: affected.length, total: uniqueUrls(done) })})`,
      fix: first.finding.fix,
      pages: affected,
      cap,
    })
  }
  issues.sort(
    (a, b) =>
      (a.cap ?? 101) - (b.cap ?? 101) ||
      levelRank[a.level] - levelRank[b.level] ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )

  const capping = issues.find(
    (issue) => issue.cap !== undefined && meanScore !== null && issue.cap < meanScore,
  )
  return {
    addresses: pages.length,
    uniquePages: uniqueUrls(done),
    meanScore,
    score: meanScore === null ? null : Math.min(meanScore, capping?.cap ?? meanScore),
    cappedBy: capping?.id ?? null,
    issues: issues.map(({ cap: _cap, ...issue }) => issue),
  }
}

/** Distinct final URLs among finished pages (addresses that redirect to the same page count once). */
const uniqueUrls = (done: ReadonlyArray<{ result: SiteFigureResult }>): number =>
  new Set(done.map((page) => page.result.url.replace(/#.*$/, ""))).size

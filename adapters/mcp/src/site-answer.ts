import type { CrawlProgress } from "@svc/backend"
import type { Locale } from "@svc/contract"
import { siteIssueFindings } from "@svc/core"
import { say } from "./say"
import type { SiteAnswer } from "./site-answer-schema"
import { waitText } from "./wait-text"

/** What audit_site and get_site_result answer: compact text for the model and the same as data. */
export interface SiteReply {
  readonly text: string
  readonly structured: SiteAnswer
}

type Report = Extract<CrawlProgress, { status: "complete" }>["report"]

/** URLs and items kept per issue in the structured answer; the counts say how many there are. */
const PAGES_KEPT = 50
const ITEMS_KEPT = 10
/** Issues, items per issue and pages the text names; the structured answer has more. */
const ISSUES_SHOWN = 10
const ITEMS_SHOWN = 3
const PAGES_SHOWN = 10

const shown = (value: number | null) => (value === null ? "n/a" : String(value))
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim()

/** The pages, lowest score first (unmeasured last), ties in URL order. */
const byScore = (report: Report) =>
  [...report.pages].sort(
    (a, b) =>
      (a.score ?? Number.POSITIVE_INFINITY) - (b.score ?? Number.POSITIVE_INFINITY) ||
      (a.url < b.url ? -1 : a.url > b.url ? 1 : 0),
  )

/** The structured answer: the site's figures, every issue with its URLs, every page with its scores. */
export const siteAnswerOf = (progress: CrawlProgress): SiteAnswer => {
  if (progress.status !== "complete")
    return {
      crawlId: progress.id,
      status: "running",
      done: progress.done,
      ...(progress.queued === undefined ? {} : { queued: progress.queued }),
      ...(progress.budget === undefined ? {} : { pageBudget: progress.budget }),
    }
  const { report } = progress
  const { addresses, uniquePages, meanScore, score, cappedBy } = report.site
  return {
    crawlId: progress.id,
    status: "complete",
    startUrl: report.startUrl,
    ended: report.state,
    endReason: report.endReason,
    site: { addresses, uniquePages, meanScore, score, cappedBy },
    issues: siteIssueFindings(report.site, report.findings).map((finding) => ({
      id: finding.id,
      level: finding.level,
      status: finding.status,
      label: finding.label,
      evidence: finding.evidence,
      fix: finding.fix,
      cap: finding.cap,
      pages: finding.pages.slice(0, PAGES_KEPT),
      pageCount: finding.pages.length,
      items: finding.items
        .slice(0, ITEMS_KEPT)
        .map(({ message, url, line, pages }) => ({ message, url, line, pages })),
      itemCount: finding.items.length,
    })),
    pages: byScore(report).map(({ url, status, httpStatus, code, score, depth, linkScore }) => ({
      url,
      status,
      httpStatus,
      code,
      score,
      depth,
      linkScore,
    })),
    lowLinkScores: report.lowLinkScores.map(({ url, score, why }) => ({ url, score, why })),
  }
}

const completeText = (locale: Locale, id: string, report: Report): string => {
  const { site } = report
  const failed = report.pages.filter((page) => page.status === "failed").length
  const issues = siteIssueFindings(site, report.findings)
  const lines = [
    say(locale, "mcp.site.heading", { url: report.startUrl, score: shown(site.score) }),
    say(locale, "mcp.site.figures", {
      pages: String(report.pages.length),
      failed: String(failed),
      mean: shown(site.meanScore),
      unique: String(site.uniquePages),
    }),
  ]
  if (site.cappedBy !== null) lines.push(say(locale, "mcp.site.capped", { issue: site.cappedBy }))
  if (report.state === "stopped")
    lines.push(say(locale, "mcp.site.stopped", { reason: report.endReason ?? "" }))
  lines.push("")
  if (issues.length === 0) lines.push(say(locale, "mcp.site.noIssues"))
  else lines.push(say(locale, "mcp.site.issues", { count: String(issues.length) }))
  issues.slice(0, ISSUES_SHOWN).forEach((issue, index) => {
    lines.push(`${index + 1}. ${issue.id} [${issue.status}, ${issue.level}] ${oneLine(issue.label)}`)
    for (const item of issue.items.slice(0, ITEMS_SHOWN)) {
      const place = item.line === null ? item.url : `${item.url}:${item.line}`
      lines.push(`   - ${place}${item.message === "" ? "" : ` — ${oneLine(item.message)}`}`)
    }
    if (issue.items.length > ITEMS_SHOWN)
      lines.push(
        `   ${say(locale, "mcp.site.moreItems", { count: String(issue.items.length - ITEMS_SHOWN) })}`,
      )
    lines.push(`   ${say(locale, "mcp.audit.fix", { fix: oneLine(issue.fix) })}`)
  })
  lines.push("", say(locale, "mcp.site.lowest"))
  for (const page of byScore(report).slice(0, PAGES_SHOWN))
    lines.push(
      `- ${shown(page.score)} ${page.url} (${say(locale, "mcp.site.pageFigures", {
        depth: shown(page.depth),
        link: shown(page.linkScore),
      })})`,
    )
  for (const low of report.lowLinkScores.slice(0, PAGES_SHOWN))
    lines.push(say(locale, "mcp.site.lowLink", { url: low.url, score: String(low.score) }))
  lines.push(say(locale, "mcp.site.more", { id }))
  return lines.join("\n")
}

/** The reply of audit_site and get_site_result; `waitedSeconds` for a crawl still running. */
export const siteReply = (
  progress: CrawlProgress,
  waitedSeconds: number,
  locale: Locale = "en",
): SiteReply => ({
  structured: siteAnswerOf(progress),
  text:
    progress.status === "complete"
      ? completeText(locale, progress.id, progress.report)
      : progress.budget !== undefined
        ? say(locale, "mcp.site.notYetOnServer", {
            wait: waitText(locale, waitedSeconds),
            done: String(progress.done),
            budget: String(progress.budget),
            id: progress.id,
          })
        : say(locale, "mcp.site.notYet", {
            wait: waitText(locale, waitedSeconds),
            done: String(progress.done),
            queued: String(progress.queued ?? 0),
            id: progress.id,
          }),
})

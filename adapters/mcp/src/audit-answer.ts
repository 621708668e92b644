import type { Finding, LighthouseFigures, Locale, Performance, Result } from "@svc/contract"
import type { AuditAnswer } from "./audit-answer-schema"
import { say } from "./say"
import type { AuditProgress } from "./tool-audits"
import { waitText } from "./wait-text"

/** What audit_website and get_audit_result answer: compact text for the model and the same as data. */
export interface AuditReply {
  readonly text: string
  readonly structured: AuditAnswer
}

/** A finding's items and their count, when its check reported items. */
const itemsOf = (finding: Finding) =>
  finding.items === undefined || finding.items.length === 0
    ? {}
    : { items: [...finding.items], itemCount: finding.itemCount ?? finding.items.length }

const failingOf = (finding: Finding) => ({
  id: finding.id,
  level: finding.level,
  category: finding.category,
  label: finding.label,
  evidence: finding.evidence,
  fix: finding.fix,
  ...itemsOf(finding),
})

/** The structured answer: the result's scores, counts, phrase and findings, without the page facts. */
export const answerOf = (progress: AuditProgress): AuditAnswer => {
  if (progress.status !== "complete") return { auditId: progress.id, status: progress.status }
  const { result } = progress
  const { checksEvaluated: _, ...summary } = result.summary
  return {
    auditId: progress.id,
    status: "complete",
    url: result.url,
    score: result.score,
    summary,
    query: { primary: result.query.primary, source: result.query.source, score: result.query.score },
    failing: result.findings.filter((finding) => finding.status === "fail").map(failingOf),
    toReview: result.findings
      .filter((finding) => finding.status === "review")
      .map((finding) => ({
        id: finding.id,
        label: finding.label,
        fix: finding.fix,
        extra: finding.extra === true,
        ...itemsOf(finding),
      })),
    ...(result.performance === undefined ? {} : { performance: result.performance }),
    unmeasured: [...result.unmeasured],
    ...(result.reportUrl === undefined ? {} : { reportUrl: result.reportUrl }),
  }
}

/** Evidence quotes the page; in the text a long one is cut, the structured answer keeps it whole. */
const EVIDENCE_CHARACTERS = 300

const shown = (value: number | null) => (value === null ? "n/a" : String(value))
const clip = (text: string) =>
  text.length <= EVIDENCE_CHARACTERS ? text : `${text.slice(0, EVIDENCE_CHARACTERS - 1)}…`
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim()

const percent = (value: number | null) => (value === null ? "n/a" : String(Math.round(value * 100)))
const figuresText = (locale: Locale, figures: LighthouseFigures) =>
  say(locale, "mcp.audit.figures", {
    performance: percent(figures.performance),
    accessibility: percent(figures.accessibility),
    seo: percent(figures.seo),
  })

/** Lighthouse's category scores, shown 0–100 like svc's own (the structured answer keeps Lighthouse's 0–1). */
const lighthouseLine = (locale: Locale, { mobile, desktop }: Performance): string =>
  say(locale, "mcp.audit.lighthouse", {
    mobile: figuresText(locale, mobile),
    desktop: figuresText(locale, desktop),
  })

const phraseLine = (locale: Locale, result: Result): string => {
  const { primary, source, score: match } = result.query
  if (source === "none") return say(locale, "mcp.audit.phraseNone")
  return say(locale, source === "input" ? "mcp.audit.phraseYours" : "mcp.audit.phraseSuggested", {
    phrase: primary,
    match: shown(match),
  })
}

const checksOf = (findings: ReadonlyArray<Finding>) =>
  findings.map((finding) => `${finding.id} (${oneLine(finding.label)})`).join("; ")

const completeText = (locale: Locale, id: string, result: Result): string => {
  const { score: scores, summary } = result
  const { parts } = scores
  const failing = result.findings.filter((finding) => finding.status === "fail")
  const review = result.findings.filter((finding) => finding.status === "review" && finding.extra !== true)
  const extras = result.findings.filter((finding) => finding.extra === true)
  const lines = [
    say(locale, "mcp.audit.heading", { url: result.url, score: shown(scores.svc) }),
    say(locale, "mcp.audit.parts", {
      content: shown(parts.content),
      google: shown(parts.google),
      ai: shown(parts.ai),
      technical: shown(parts.technical),
      experience: shown(parts.experience),
      seo: shown(scores.seo),
      geo: shown(scores.geo),
      html: shown(scores.html),
    }),
    phraseLine(locale, result),
    say(locale, "mcp.audit.checks", {
      failed: String(summary.failed),
      review: String(summary.review),
      extras: String(summary.extras),
      passed: String(summary.passed),
      notApplicable: String(summary.notApplicable),
      unavailable: String(summary.unavailable),
    }),
  ]
  if (result.performance !== undefined) lines.push(lighthouseLine(locale, result.performance))
  if (result.unmeasured.length > 0)
    lines.push(say(locale, "mcp.audit.notMeasured", { parts: result.unmeasured.join(", ") }))
  lines.push("")
  if (failing.length === 0) lines.push(say(locale, "mcp.audit.noFailing"))
  else lines.push(say(locale, "mcp.audit.failing", { count: String(failing.length) }))
  failing.forEach((finding, index) => {
    lines.push(
      `${index + 1}. ${finding.id} [${finding.level}, ${finding.category}] ${oneLine(finding.label)}`,
    )
    lines.push(`   ${say(locale, "mcp.audit.found", { evidence: clip(oneLine(finding.evidence)) })}`)
    lines.push(`   ${say(locale, "mcp.audit.fix", { fix: oneLine(finding.fix) })}`)
  })
  if (review.length > 0) lines.push(say(locale, "mcp.audit.review", { checks: checksOf(review) }))
  if (extras.length > 0) lines.push(say(locale, "mcp.audit.extras", { checks: checksOf(extras) }))
  lines.push(say(locale, "mcp.audit.pdfHint", { id }))
  return lines.join("\n")
}

/** The reply of audit_website and get_audit_result for an audit's progress; `waitedSeconds` for a running one. */
export const auditReply = (
  progress: AuditProgress,
  waitedSeconds: number,
  locale: Locale = "en",
): AuditReply => ({
  structured: answerOf(progress),
  text:
    progress.status === "complete"
      ? completeText(locale, progress.id, progress.result)
      : say(locale, "mcp.audit.notYet", {
          status: say(locale, `mcp.status.${progress.status}`),
          wait: waitText(locale, waitedSeconds),
          id: progress.id,
        }),
})

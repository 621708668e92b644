import type { Locale } from "@svc/contract"
import type { SiteReport } from "@svc/crawl"
import { Option } from "effect"
import { type Gate, levelRank } from "../exit-code"
import { say } from "../output/say"

/**
 * Why a crawled site fails the gate, one sentence per reason in the crawl's locale; empty when it
 * passes. A site fails on its site issues at or above `--fail-on` (cross-page checks, and the page
 * checks every page fails), and on a site score below `--min-score`.
 */
export const siteGateFailures = (report: SiteReport, gate: Gate, locale: Locale): ReadonlyArray<string> => {
  const reasons: Array<string> = []
  const failing = report.site.issues.filter(
    (issue) => levelRank[issue.level] >= levelRank[gate.failOn],
  ).length
  if (failing > 0)
    reasons.push(say(locale, "cli.crawl.gate.issues", { url: report.startUrl, count: failing }))
  if (Option.isSome(gate.minScore)) {
    const score = report.site.score
    const min = gate.minScore.value
    if (score === null) reasons.push(say(locale, "cli.gate.unmeasured", { url: report.startUrl, min }))
    else if (score < min) reasons.push(say(locale, "cli.gate.below", { url: report.startUrl, score, min }))
  }
  return reasons
}

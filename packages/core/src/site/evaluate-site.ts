import type { Category, Level, Locale, Site, SiteIssue } from "@svc/contract"
import { capEchoed, ECHO_LIMITS } from "../engine/echo-limits"
import { summarizeItems } from "../engine/item-summary"
import { formatMessage } from "../rules/messages"
import type { Registry } from "../rules/registry"
import type { RegisteredSiteRule } from "../rules/site-rules-registry"
import { type LinkScore, type LowLinkScore, linkScores, lowLinkScores } from "./link-score"
import { runSiteRule } from "./run-site-rule"
import type { SiteFacts } from "./site-facts"
import type { SiteReportedItem } from "./site-rule"
import { siteViewOf } from "./site-view"

/** One item of a site finding, in the audit's language: the page it is about, the line (for a link), every URL involved. */
export interface SiteFindingItem {
  readonly message: string
  readonly url: string
  readonly line: number | null
  /** `url` first, then every other URL involved. */
  readonly pages: ReadonlyArray<string>
}

/** A site rule that failed (or asks for review), with every item it reported. */
export interface SiteFinding {
  readonly id: string
  readonly label: string
  readonly level: Level
  readonly category: Category
  readonly status: "fail" | "review"
  readonly evidence: string
  readonly fix: string
  /** Every URL involved, sorted, once each. */
  readonly pages: ReadonlyArray<string>
  readonly items: ReadonlyArray<SiteFindingItem>
  /** The site score cap the rule declares; null without one. */
  readonly cap: number | null
}

/** What the site engine concluded over a crawled site. */
export interface SiteEvaluation {
  /** The failing site rules as the contract's `site.issues` items, worst first. */
  readonly issues: ReadonlyArray<SiteIssue>
  /** Every failing or review site rule, with its items, worst first. */
  readonly findings: ReadonlyArray<SiteFinding>
  /** The lowest cap among the failing rules that declare one; null when none does. */
  readonly cap: { readonly id: string; readonly cap: number } | null
  /** Every HTML document's internal link score (0–100), in crawl order. */
  readonly linkScores: ReadonlyArray<LinkScore>
  /** Important pages with a low link score, for review (see `lowLinkScores`). */
  readonly lowLinkScores: ReadonlyArray<LowLinkScore>
  /** Site rules that could not judge the site, and why (a rule that threw, say). */
  readonly unavailable: ReadonlyArray<{ readonly id: string; readonly reason: string }>
}

const levelRank: Record<Level, number> = { high: 0, medium: 1, low: 2 }

const siteItemMessage = (registered: RegisteredSiteRule, item: SiteReportedItem, locale: Locale): string => {
  const translated = locale === "en" ? undefined : registered.messages[locale]?.messages?.[item.messageId]
  return formatMessage(translated ?? registered.rule.messages[item.messageId] ?? "", item.data, locale)
}

const findingOf = (
  registered: RegisteredSiteRule,
  status: "fail" | "review",
  reported: ReadonlyArray<SiteReportedItem>,
  locale: Locale,
): SiteFinding => {
  const translated = locale === "en" ? undefined : registered.messages[locale]
  const items = reported.map(
    (item): SiteFindingItem => ({
      message: capEchoed(siteItemMessage(registered, item, locale), ECHO_LIMITS.itemMessage),
      url: item.url,
      line: item.line,
      pages: [...new Set([item.url, ...item.related])],
    }),
  )
  return {
    id: registered.rule.id,
    label: translated?.label ?? registered.rule.label,
    level: registered.rule.level,
    category: registered.rule.category,
    status,
    evidence: summarizeItems(items, (item) => item.message, locale),
    fix: translated?.fix ?? registered.rule.fix,
    pages: [...new Set(items.flatMap((item) => item.pages))].sort(),
    items,
    cap: status === "fail" ? (registered.rule.siteCap ?? null) : null,
  }
}

/**
 * Runs every site rule of the registry over a crawled site, in the locale: the findings with their
 * items, the contract's `site.issues` items (failures only), the cap, and every page's link score.
 * Pure and deterministic.
 */
export const evaluateSite = (registry: Registry, facts: SiteFacts, locale: Locale = "en"): SiteEvaluation => {
  const site = siteViewOf(facts)
  const findings: SiteFinding[] = []
  const unavailable: Array<{ id: string; reason: string }> = []
  for (const registered of registry.siteRules) {
    const run = runSiteRule(registered.rule, site)
    if (run.status === "unavailable") unavailable.push({ id: registered.rule.id, reason: run.reason })
    if (run.status === "fail" || run.status === "review")
      findings.push(findingOf(registered, run.status, run.items, locale))
  }
  findings.sort(
    (a, b) =>
      (a.status === b.status ? 0 : a.status === "fail" ? -1 : 1) ||
      (a.cap ?? 101) - (b.cap ?? 101) ||
      levelRank[a.level] - levelRank[b.level] ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
  const capping = findings
    .filter((finding) => finding.cap !== null)
    .sort((a, b) => (a.cap ?? 0) - (b.cap ?? 0))[0]
  const scores = linkScores(site)
  return {
    issues: findings
      .filter((finding) => finding.status === "fail")
      .map(({ id, label, level, evidence, fix, pages }) => ({
        id,
        label,
        level,
        evidence: capEchoed(evidence, ECHO_LIMITS.evidence),
        fix,
        pages,
      })),
    findings,
    cap: capping?.cap == null ? null : { id: capping.id, cap: capping.cap },
    linkScores: scores,
    lowLinkScores: lowLinkScores(site, scores),
    unavailable,
  }
}

/**
 * The contract's site object of a crawl: the page figures (`siteFigures`) with the site rules' issues
 * added and their cap applied. A site rule and a page rule of the same id (`redirect-chain`) give one
 * issue: the site rule's, which names every URL involved.
 */
export const siteWithChecks = (site: Site, evaluation: SiteEvaluation): Site => {
  const siteIds = new Set(evaluation.issues.map((issue) => issue.id))
  const cap = evaluation.cap
  const capped = cap !== null && site.meanScore !== null && cap.cap < (site.score ?? site.meanScore)
  return {
    ...site,
    score: capped ? cap.cap : site.score,
    cappedBy: capped ? cap.id : site.cappedBy,
    issues: [...evaluation.issues, ...site.issues.filter((issue) => !siteIds.has(issue.id))],
  }
}

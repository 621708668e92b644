import type { Finding, LighthouseFigures, Locale, Result, Site } from "@svc/contract"
import {
  formatMessage,
  ITEMS_LISTED,
  itemPlace,
  itemsToList,
  itemText,
  itemTotal,
  message,
  moreItemsText,
  unlistedItemsText,
} from "@svc/core"
import type { AuditedPages, FinishedPage } from "../audited-pages"
import { failureReason, say } from "./say"
import type { Style } from "./style"

/** How many findings the human report lists per page (the spec's "10 worst findings"). */
export const WORST_FINDINGS = 10

export const show = (score: number | null): string => (score === null ? "–" : String(score))

const levels = ["high", "medium", "low"] as const
/** A finding's level as the report lists it: lower case, padded to the locale's longest level. */
export const levelText = (locale: Locale, level: Finding["level"]): string =>
  message(locale, `level.${level}`)
    .toLowerCase()
    .padEnd(Math.max(...levels.map((each) => message(locale, `level.${each}`).length)))

export const scoreColour = (style: Style, score: number | null) => (text: string) =>
  score === null
    ? style.dim(text)
    : score >= 90
      ? style.green(text)
      : score >= 50
        ? style.yellow(text)
        : style.red(text)

const scoreLines = (result: Result, locale: Locale, style: Style): ReadonlyArray<string> => {
  const { score } = result
  const part = (key: keyof Result["score"]["parts"]) =>
    `${message(locale, `part.${key}`)} ${scoreColour(style, score.parts[key])(show(score.parts[key]))}`
  const notMeasured =
    result.unmeasured.length === 0
      ? ""
      : ` · ${message(locale, "notMeasured")}: ${result.unmeasured
          .map((what) => (what === "performance" ? say(locale, "cli.performance") : what))
          .join(", ")}`
  return [
    `${style.bold(message(locale, "score.svc"))} ${style.bold(scoreColour(style, score.svc)(show(score.svc)))}   ${[
      part("content"),
      part("google"),
      part("ai"),
      part("technical"),
      part("experience"),
    ].join(" · ")}`,
    `SEO ${show(score.seo)} · GEO ${show(score.geo)} · HTML ${show(score.html)}${notMeasured}`,
  ]
}

const percent = (value: number | null): string => (value === null ? "–" : String(Math.round(value * 100)))
const figuresText = (figures: LighthouseFigures, locale: Locale): string =>
  `${say(locale, "cli.performance")} ${percent(figures.performance)} · ${say(locale, "cli.accessibility")} ${percent(figures.accessibility)} · SEO ${percent(figures.seo)}`

/** Lighthouse's category scores on svc's 0–100 scale, when Lighthouse measured the page. */
const lighthouseLines = (result: Result, locale: Locale): ReadonlyArray<string> =>
  result.performance === undefined
    ? []
    : [
        `Lighthouse: ${say(locale, "cli.mobile")} ${figuresText(result.performance.mobile, locale)}; ${say(locale, "cli.desktop")} ${figuresText(result.performance.desktop, locale)}`,
      ]

/** The page facts line: title, language, type, words, response time, canonical. */
const factsLine = (result: Result, locale: Locale): string => {
  const { page } = result
  const parts = [
    page.title === null ? say(locale, "cli.noTitle") : `"${page.title}"`,
    page.language ?? say(locale, "cli.noLanguage"),
    say(locale, `cli.pageType.${page.pageType}`),
    say(locale, "cli.words", { total: page.wordCount.total, main: page.wordCount.main }),
    `${formatMessage("{ms}", { ms: page.responseTimeMs }, locale)} ms`,
  ]
  if (page.canonical !== null) parts.push(say(locale, "cli.canonical", { url: page.canonical }))
  return `${say(locale, "cli.page")}: ${parts.join(" · ")}`
}

const phraseLine = (result: Result, locale: Locale): string => {
  const { query } = result
  if (query.source === "none") return `${message(locale, "query.phrase")}: ${say(locale, "cli.noPhrase")}`
  return `${message(locale, "query.phrase")}: "${query.primary}" (${say(locale, `cli.source.${query.source}`)}, ${say(locale, "cli.match", { score: show(query.score) })})`
}

const checksLine = (result: Result, locale: Locale, style: Style): string => {
  const { summary } = result
  const failed = `${summary.failed} ${message(locale, "summary.failed").toLowerCase()}`
  return `${say(locale, "cli.checks")}: ${summary.failed > 0 ? style.red(failed) : failed} · ${[
    `${summary.review} ${message(locale, "summary.review").toLowerCase()}`,
    `${summary.extras} ${message(locale, "summary.extras").toLowerCase()}`,
    `${summary.passed} ${message(locale, "summary.passed").toLowerCase()}`,
    `${summary.notApplicable} ${message(locale, "summary.notApplicable").toLowerCase()}`,
    `${summary.unavailable} ${message(locale, "summary.unavailable").toLowerCase()}`,
  ].join(" · ")} (${say(locale, "cli.checksRun", { count: summary.checksEvaluated })})`
}

/** For a local file, where a finding points as `file:line:column`: editors and CI annotations open it. */
const placeOf = (finding: Finding, file: string | undefined): string | undefined =>
  file === undefined || finding.location === undefined
    ? undefined
    : `${file}:${finding.location.line}:${finding.location.column}`

const INDENT = "      "

/**
 * A finding's items under its evidence, when it has more than one: the first few (`--verbose`: every one
 * the result holds), each at its line and column, then how many more there are.
 */
const itemLines = (
  finding: Finding,
  locale: Locale,
  style: Style,
  verbose: boolean,
): ReadonlyArray<string> => {
  const items = itemsToList(finding)
  if (items.length === 0) return []
  const listed = verbose ? items : items.slice(0, ITEMS_LISTED)
  const places = listed.map(itemPlace)
  const width = Math.max(...places.map((place) => place.length))
  const indent = "        "
  const rest = verbose ? unlistedItemsText(finding, locale) : moreItemsText(finding, listed.length, locale)
  return [
    `${INDENT}${style.dim(`${message(locale, "items.heading")} (${itemTotal(finding)}):`)}`,
    ...listed.map((item, index) => {
      const place = places[index] ?? ""
      const text = itemText(item).replace(/\s+/g, " ")
      return `${indent}${width === 0 ? "" : `${style.dim(place.padEnd(width))}  `}${text}`
    }),
    ...(rest === undefined ? [] : [`${indent}${style.dim(`… ${rest}${verbose ? "" : " (--verbose)"}`)}`]),
  ]
}

const findingLines = (
  finding: Finding,
  file: string | undefined,
  locale: Locale,
  style: Style,
  verbose: boolean,
): ReadonlyArray<string> => {
  const mark = finding.status === "fail" ? style.red("✗") : style.yellow("?")
  const place = placeOf(finding, file)
  return [
    `  ${mark} ${levelText(locale, finding.level)} ${style.bold(finding.id)}  ${finding.label}`,
    ...(place === undefined ? [] : [`${INDENT}${style.dim(say(locale, "cli.at"))} ${place}`]),
    `${INDENT}${style.dim(`${message(locale, "evidence")}:`)} ${finding.evidence}`,
    ...itemLines(finding, locale, style, verbose),
    `${INDENT}${style.dim(`${message(locale, "fix")}:`)} ${finding.fix}`,
  ]
}

const findingsBlock = (
  result: Result,
  file: string | undefined,
  locale: Locale,
  style: Style,
  verbose: boolean,
): ReadonlyArray<string> => {
  const { findings } = result
  if (findings.length === 0) return [style.green(say(locale, "cli.noFindings"))]
  const shown = findings.slice(0, WORST_FINDINGS)
  const heading =
    findings.length > shown.length
      ? `${message(locale, "findings")}: ${say(locale, "cli.worst", { shown: shown.length, total: findings.length })}`
      : `${message(locale, "findings")}:`
  return [
    style.bold(heading),
    ...shown.flatMap((finding) => findingLines(finding, file, locale, style, verbose)),
  ]
}

const pageBlock = (
  page: FinishedPage,
  file: string | undefined,
  locale: Locale,
  style: Style,
  verbose: boolean,
): string => {
  if (page.status === "failed") {
    return `${style.red("✗")} ${style.bold(page.url)} ${say(locale, "cli.notAudited")}: ${failureReason(locale, page.error)} (${page.error.code})`
  }
  const { result } = page
  const title =
    file === undefined
      ? result.url
      : `${file} ${style.dim(`(${say(locale, "cli.asUrl", { url: result.url })})`)}`
  return [
    style.bold(title),
    ...scoreLines(result, locale, style),
    ...lighthouseLines(result, locale),
    factsLine(result, locale),
    phraseLine(result, locale),
    checksLine(result, locale, style),
    ...(result.reportUrl === undefined ? [] : [`${say(locale, "cli.report")}: ${result.reportUrl}`]),
    "",
    ...findingsBlock(result, file, locale, style, verbose),
  ].join("\n")
}

const siteBlock = (site: Site, locale: Locale, style: Style): string => {
  const capped = site.cappedBy === null ? "" : ` (${say(locale, "cli.cappedBy", { issue: site.cappedBy })})`
  const lines = [
    style.bold(
      `${say(locale, "cli.siteScore", { score: show(site.score) })}${capped} · ${say(locale, "cli.mean", { score: show(site.meanScore) })} · ${say(locale, "cli.uniquePages", { unique: site.uniquePages, addresses: site.addresses })}`,
    ),
    ...site.issues.map(
      (issue) =>
        `  ${levelText(locale, issue.level)} ${style.bold(issue.id)}  ${issue.label}: ${issue.evidence} (${say(locale, "cli.pages", { count: issue.pages.length })})`,
    ),
  ]
  return lines.join("\n")
}

/**
 * The report for people: per page the scores, the page facts line and the worst findings with the first
 * few of their items (`verbose`: all of them); then the site.
 */
export const humanReport = (audited: AuditedPages, locale: Locale, style: Style, verbose = false): string => {
  const blocks = audited.pages.map((page, index) =>
    pageBlock(page, audited.files.get(index), locale, style, verbose),
  )
  if (audited.pages.length > 1 && audited.site !== undefined)
    blocks.push(siteBlock(audited.site, locale, style))
  return `${blocks.join("\n\n")}\n`
}

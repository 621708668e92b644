import type { Locale, Result, Summary } from "@svc/contract"
import { SVC_VERSION } from "../version"
import { formatTime } from "./report-format"
import { textsIn } from "./report-text"

/** How checks became the counted problems, the footnote under the summary of both reports. */
export const checksFootnote = (locale: Locale, summary: Summary): string =>
  textsIn(locale)("checks.total", {
    total: summary.total,
    checks: summary.checksEvaluated,
    judged: summary.total - summary.notApplicable - summary.unavailable,
    notApplicable: summary.notApplicable,
    unavailable: summary.unavailable,
  })

/**
 * The closing lines of both reports: what made the report (svc's version, the result's format) and when
 * the page was scanned; the settings (the report's language, the search phrase and where it came from,
 * whether Lighthouse measured). `cut` shortens the phrase as the report shortens page text.
 */
export const reportFooter = (
  locale: Locale,
  result: Result,
  cut: (text: string, maxLength: number) => string,
): [made: string, settings: string] => {
  const t = textsIn(locale)
  const phrase =
    result.query.source === "none"
      ? t("query.source.none")
      : `${t("query.quoted", { phrase: cut(result.query.primary, 120) })} (${t(`query.source.${result.query.source}`)})`
  const measured = result.performance !== undefined && !result.unmeasured.includes("performance")
  return [
    `${t("footer.made", { version: SVC_VERSION, contract: result.version })} ${t("report.scanned", { time: formatTime(result.scannedAt, locale) })}.`,
    t("footer.settings", {
      language: t("footer.language"),
      phrase,
      lighthouse: t(measured ? "footer.lighthouse.measured" : "footer.lighthouse.unmeasured"),
    }),
  ]
}

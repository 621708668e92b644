import { FailedPageEntry, Locale, type Locale as LocaleType, Result, Site } from "@svc/contract"
import { RULE_DOCS_OPTION_REFUSED, reportFooter, ruleDocsOption, textsIn } from "@svc/core"
import { Either, ParseResult, Schema } from "effect"
import { htmlDocument } from "./html-document"
import { HtmlReportFailed } from "./html-report-failed"
import { html, type Markup } from "./markup"
import type { ReportContext } from "./report-context"
import { checksSection } from "./sections/checks"
import { findingsSection } from "./sections/findings"
import { lighthouseSection } from "./sections/lighthouse"
import { pageFactsSection } from "./sections/page-facts"
import { querySection } from "./sections/query"
import { scoresSection } from "./sections/scores"
import { siteSection } from "./sections/site"
import { titleSection } from "./sections/title"
import { textShower } from "./shown-text"

export interface HtmlReportOptions {
  /** The language of the report's own words (decision 6); English by default. */
  readonly locale?: LocaleType | undefined
  /** The figures of the audit the page belongs to; shown when the audit had several pages. */
  readonly site?: Site | undefined
  /**
   * Where each finding links to its rule's page: an http(s) address with `{id}` in it (default: docs/rules
   * in svc's repository); `false` for no links.
   */
  readonly ruleDocsUrl?: string | false | undefined
}

/**
 * The HTML report of one page's result, as one self-contained document (inline CSS and SVG, no script,
 * no request to anywhere): what the PDF shows, with the findings grouped by category and filterable.
 * Every text from the page is escaped. The same result and options give the same string. Throws
 * `HtmlReportFailed` — never anything else — when the input does not match the contract.
 */
export const renderHtmlReport = (result: Result, options: HtmlReportOptions = {}): string => {
  const checked = decoded(Result, result, "the result")
  const { locale, site, ruleDocs } = checkedOptions(options)
  const { context, notes } = contextIn(locale, ruleDocs)
  const body: Markup[] = [
    titleSection(context, {
      title: checked.page.title,
      url: checked.url,
      scannedAt: checked.scannedAt,
    }),
    scoresSection(context, checked),
    checksSection(context, checked),
    lighthouseSection(context, checked),
    querySection(context, checked),
    pageFactsSection(context, checked),
    findingsSection(context, checked),
    ...(site !== undefined && site.addresses > 1 ? [siteSection(context, site)] : []),
  ]
  body.push(footer(context, checked, notes.shortened))
  return htmlDocument(locale, documentTitle(context, checked.url), html`${body}`)
}

/** The report of a page that could not be audited: that it failed, and why (the page entry's reason). */
export const renderFailedHtmlReport = (
  page: FailedPageEntry,
  options: Pick<HtmlReportOptions, "locale"> = {},
): string => {
  const checked = decoded(FailedPageEntry, page, "the failed page")
  const { locale } = checkedOptions(options)
  const { context } = contextIn(locale)
  const { t, shown } = context
  const body = html`${titleSection(context, { title: t("failed.heading"), url: checked.url })}
<section class="failed" aria-labelledby="failed-heading">
<h2 id="failed-heading">${t("failed.reason")}</h2>
<p data-failure="${checked.error.code}">${t(`failure.${checked.error.code}`)}</p>
<p class="muted">${shown(checked.error.error, 500)} (<code>${checked.error.code}</code>)</p>
</section>`
  return htmlDocument(locale, documentTitle(context, checked.url), body)
}

const contextIn = (locale: LocaleType, ruleDocs: ReportContext["ruleDocs"] = () => undefined) => {
  const { shown, notes } = textShower()
  const context: ReportContext = { locale, t: textsIn(locale), shown, ruleDocs }
  return { context, notes }
}

/** What made the report and with which settings, when the page was scanned, and what shortened texts mean. */
const footer = ({ shown, locale, t }: ReportContext, result: Result, shortened: boolean): Markup => {
  const [made, settings] = reportFooter(locale, result, shown)
  return html`<footer>
<p class="muted">${made}</p>
<p class="muted">${settings}</p>
${shortened ? html`<p class="muted">${t("about.shortened")}</p>` : null}
</footer>`
}

const documentTitle = ({ t, shown }: ReportContext, url: string) =>
  `${t("report.kicker")}: ${shown(url, 300)}`

const decoded = <A, I>(schema: Schema.Schema<A, I>, input: unknown, what: string): A => {
  const result = Schema.decodeUnknownEither(schema)(input)
  if (Either.isRight(result)) return result.right
  throw new HtmlReportFailed({
    reason: `${what} does not match the contract: ${ParseResult.TreeFormatter.formatErrorSync(result.left)}`,
    cause: result.left,
  })
}

const checkedOptions = (
  options: unknown,
): { locale: LocaleType; site: Site | undefined; ruleDocs: ReportContext["ruleDocs"] } => {
  if (typeof options !== "object" || options === null) {
    throw new HtmlReportFailed({ reason: "the options must be an object" })
  }
  const { locale = "en", site, ruleDocsUrl: template } = options as Record<string, unknown>
  if (!Schema.is(Locale)(locale)) throw new HtmlReportFailed({ reason: "locale must be en, sk or es" })
  return {
    locale,
    site: site === undefined ? undefined : decoded(Site, site, "the site figures"),
    ruleDocs: ruleDocsOf(template),
  }
}

const ruleDocsOf = (option: unknown): ReportContext["ruleDocs"] => {
  const ruleDocs = ruleDocsOption(option)
  if (ruleDocs === undefined) throw new HtmlReportFailed({ reason: RULE_DOCS_OPTION_REFUSED })
  return ruleDocs
}

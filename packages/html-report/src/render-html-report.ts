import {
  FailedPageEntry,
  Locale,
  type Locale as LocaleType,
  PageFailureCode,
  Result,
  Site,
} from "@svc/contract"
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
  const body = pageReportBody(context, checked, site)
  return htmlDocument(
    locale,
    documentTitle(context, checked.url),
    html`${body}${footer(context, checked, notes.shortened)}`,
  )
}

/** The report of a page that could not be audited: that it failed, and why (the page entry's reason). */
export const renderFailedHtmlReport = (
  page: FailedPageEntry,
  options: Pick<HtmlReportOptions, "locale"> = {},
): string => {
  const checked = decoded(FailedPageEntry, page, "the failed page")
  const { locale } = checkedOptions(options)
  const { context } = contextIn(locale)
  return htmlDocument(
    locale,
    documentTitle(context, checked.url),
    failedPageBody(context, { url: checked.url, code: checked.error.code, detail: checked.error.error }),
  )
}

/** A page's report without its document: its title, scores, checks, findings and (for a site of several pages) the site figures. */
export const pageReportBody = (context: ReportContext, result: Result, site?: Site): Markup =>
  html`${[
    titleSection(context, { title: result.page.title, url: result.url, scannedAt: result.scannedAt }),
    scoresSection(context, result),
    checksSection(context, result),
    lighthouseSection(context, result),
    querySection(context, result),
    pageFactsSection(context, result),
    findingsSection(context, result),
    site !== undefined && site.addresses > 1 ? siteSection(context, site) : null,
  ]}`

/** What a failed page's report says: that it could not be audited, and why (`detail`: the fetcher's words, when known). */
export const failedPageBody = (
  context: ReportContext,
  page: { readonly url: string; readonly code: string; readonly detail: string | null },
): Markup => {
  const { t, shown, id } = context
  return html`${titleSection(context, { title: t("failed.heading"), url: page.url })}
<section class="failed" aria-labelledby="${id("failed-heading")}">
<h2 id="${id("failed-heading")}">${t("failed.reason")}</h2>
<p data-failure="${page.code}">${isFailureCode(page.code) ? t(`failure.${page.code}`) : page.code}</p>
${page.detail === null ? null : html`<p class="muted">${shown(page.detail, 500)} (<code>${page.code}</code>)</p>`}
</section>`
}

const isFailureCode = Schema.is(PageFailureCode)

/** The words every section writes with, in `locale`; `embedded` when the report is one of many in a document. */
export const contextIn = (
  locale: LocaleType,
  ruleDocs: ReportContext["ruleDocs"] = () => undefined,
  embedded?: { readonly idPrefix: string },
) => {
  const { shown, notes } = textShower()
  const context: ReportContext = {
    locale,
    t: textsIn(locale),
    shown,
    ruleDocs,
    id: embedded === undefined ? (name) => name : (name) => `${embedded.idPrefix}${name}`,
    filters: embedded === undefined,
  }
  return { context, notes }
}

/** What made the report and with which settings, when the page was scanned, and what shortened texts mean. */
export const footer = ({ shown, locale, t }: ReportContext, result: Result, shortened: boolean): Markup => {
  const [made, settings] = reportFooter(locale, result, shown)
  return html`<footer>
<p class="muted">${made}</p>
<p class="muted">${settings}</p>
${shortened ? html`<p class="muted">${t("about.shortened")}</p>` : null}
</footer>`
}

export const documentTitle = ({ t, shown }: ReportContext, url: string) =>
  `${t("report.kicker")}: ${shown(url, 300)}`

export const decoded = <A, I>(schema: Schema.Schema<A, I>, input: unknown, what: string): A => {
  const result = Schema.decodeUnknownEither(schema)(input)
  if (Either.isRight(result)) return result.right
  throw new HtmlReportFailed({
    reason: `${what} does not match the contract: ${ParseResult.TreeFormatter.formatErrorSync(result.left)}`,
    cause: result.left,
  })
}

export const checkedOptions = (
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

// @svc/html-report — the HTML report of an audit result: one self-contained page, en/sk/es, no request to anywhere.

export { HTML_REPORT_CSP } from "./html-document"
export { HtmlReportFailed } from "./html-report-failed"
export { escapeHtml, html, type Interpolated, Markup } from "./markup"
export { type HtmlReportOptions, renderFailedHtmlReport, renderHtmlReport } from "./render-html-report"
export {
  renderSiteReport,
  type SiteReportOptions,
  type SiteReportWriter,
  siteReportWriter,
} from "./render-site-report"
export { SITE_SORTS, type SiteSort, sortId } from "./sections/site-pages"
export type {
  SitePageEntry,
  SiteReportInput,
  SiteReportPageRow,
} from "./site-report-input"

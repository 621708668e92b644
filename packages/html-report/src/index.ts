// @svc/html-report — the HTML report of an audit result: one self-contained page, en/sk/es, no request to anywhere.

export { HTML_REPORT_CSP } from "./html-document"
export { HtmlReportFailed } from "./html-report-failed"
export { escapeHtml, html, type Interpolated, Markup } from "./markup"
export { type HtmlReportOptions, renderFailedHtmlReport, renderHtmlReport } from "./render-html-report"

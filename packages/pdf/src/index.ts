// @svc/pdf — the PDF report of an audit result (pdfkit, embedded DejaVu fonts, en/sk/es headings).

export { RenderFailed } from "./render-failed"
export { type ReportOptions, renderReport } from "./render-report"
export { ReportRenderer, ReportRendererLive } from "./report-renderer"
export { type ReportTextKey, reportTextKeys, type TextKey, textsIn } from "./report-text"

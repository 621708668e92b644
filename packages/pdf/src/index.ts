// @svc/pdf — the PDF report of an audit result (pdfkit, embedded DejaVu fonts, en/sk/es headings).

// The report's texts live in core, which the HTML report shares; re-exported here as before.
export { type ReportTextKey, reportTextKeys, type TextKey, textsIn } from "@svc/core"
export { RenderFailed } from "./render-failed"
export { type ReportOptions, renderReport } from "./render-report"
export { ReportRenderer } from "./report-renderer"
export { ReportRendererLive } from "./report-renderer-live"

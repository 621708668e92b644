// @svc/pdf/service — the renderer's service, its error and a check of the installed fonts, without
// pdfkit: for a process that has its reports rendered elsewhere (svc-server's compute threads).

export { checkFontFiles } from "./font-files"
export { RenderFailed } from "./render-failed"
export type { ReportOptions } from "./render-report"
export { ReportRenderer } from "./report-renderer"

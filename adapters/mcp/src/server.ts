import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js"
import { SVC_VERSION } from "@svc/core/version"
import { registerAuditSite } from "./tools/audit-site"
import { registerAuditWebsite } from "./tools/audit-website"
import { registerGetAuditResult } from "./tools/get-audit-result"
import { registerReportPdf } from "./tools/report-pdf"
import type { ToolContext } from "./tools/tool-context"

const instructions = `svc audits public web pages for search engines (SEO) and AI search (GEO): a main score 0–100 with its parts, and every failing check with its fix.
Start with audit_website(url, query?). If it answers with only an audit id, call get_audit_result(audit_id) — never start the same audit twice. For a report a person can read, svc_report_pdf(path, audit_id) saves the PDF.
For a whole site (duplicates, broken internal links, redirects, orphan pages, sitemaps, internal links), audit_site(url, max_pages?) crawls it and judges it across its pages; if it answers with only a crawl id, call get_site_result(crawl_id).`

/** The svc MCP server: its five tools over the given backend. Connect it to a transport to serve. */
export const createSvcMcpServer = (context: ToolContext): McpServer => {
  const server = new McpServer(
    { name: "svc", title: "svc website audits", version: SVC_VERSION },
    { instructions, capabilities: { tools: {} } },
  )
  registerAuditWebsite(server, context)
  registerGetAuditResult(server, context)
  registerReportPdf(server, context)
  registerAuditSite(server, context)
  return server
}

// @svc/mcp — the svc MCP server: website audits for AI agents over stdio (bin svc-mcp).

export { MAX_WAIT_SECONDS, type McpConfig, type Mode, mcpConfig } from "./config"
export { createSvcMcpServer } from "./server"
export { type AuditProgress, type AuditStart, type ToolAudits, toolAudits } from "./tool-audits"
export { failureText, PageFailed, type ToolFailure, type ToolName } from "./tool-failure"
export type { ToolContext } from "./tools/tool-context"

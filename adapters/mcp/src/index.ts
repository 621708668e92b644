// @svc/mcp — the svc MCP server: website audits for AI agents over stdio (bin svc-mcp).

export { AuditBackend, type AuditBackendService, type AuditProgress, type AuditStart } from "./backend"
export { backendLayer } from "./backend-layer"
export { MAX_WAIT_SECONDS, type McpConfig, type Mode, mcpConfig } from "./config"
export { type EmbeddedOptions, embeddedBackend } from "./embedded-backend"
export { createSvcMcpServer } from "./server"
export { failureText, PageFailed, type ToolFailure, type ToolName } from "./tool-failure"
export type { ToolContext } from "./tools/tool-context"
export { SVC_MCP_VERSION } from "./version"

// @svc/backend — the one way svc's adapters (the CLI, the MCP server) reach an audit: one reader of
// the environment and one AuditBackend, embedded or on a svc server. The auditor and the API client
// are loaded only when a backend of their mode is built.

export {
  AuditBackend,
  type AuditBackendService,
  type AuditStart,
  type AuditState,
  type BackendFailure,
  type FinishedPage,
  type ServerCalls,
  type WaitOptions,
} from "./audit-backend"
export { auditBackendLayer, type BackendOptions } from "./backend-layer"
export type { CrawlCalls, CrawlProgress, CrawlStart } from "./crawl-calls"
export type { EmbeddedOptions } from "./embedded-backend"
export { MAX_WAIT_SECONDS, type McpSettings, mcpSettings } from "./mcp-settings"
export { MissingKey } from "./missing-key"
export { PageFailed } from "./page-failed"
export type { RemoteOptions } from "./remote-backend"
export {
  type BackendSettings,
  backendSettings,
  type SettingsOptions,
  settingsErrorSentences,
} from "./settings"

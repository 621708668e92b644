import { type BackendSettings, backendSettings, mcpSettings } from "@svc/backend"
import { Config } from "effect"

export { MAX_WAIT_SECONDS } from "@svc/backend"

/** Where audits run (`SVC_API_URL`, or this process), with svc-mcp's own switch for private targets. */
export type Mode =
  | Extract<BackendSettings, { _tag: "remote" }>
  | (Extract<BackendSettings, { _tag: "embedded" }> & { readonly allowPrivateTargets: boolean })

export interface McpConfig {
  readonly mode: Mode
  /** How long one call waits for an audit, in milliseconds. */
  readonly waitMs: number
}

/**
 * The server's configuration, from its environment: the shared reader of `@svc/backend`, where a bad
 * `SVC_NO_LIGHTHOUSE` is refused in both modes, and svc-mcp's own variables. Every refusal is said at
 * once.
 */
export const mcpConfig: Config.Config<McpConfig> = Config.all({
  backend: backendSettings({
    badApiUrl: (text, reason) =>
      `SVC_API_URL must be the http(s) address of an svc server, e.g. https://svc.example.com; "${text}" ${reason}.`,
    readsNoLighthouse: "always",
  }),
  mcp: mcpSettings,
}).pipe(
  Config.map(
    ({ backend, mcp }): McpConfig => ({
      mode:
        backend._tag === "embedded" ? { ...backend, allowPrivateTargets: mcp.allowPrivateTargets } : backend,
      waitMs: mcp.waitSeconds * 1000,
    }),
  ),
)

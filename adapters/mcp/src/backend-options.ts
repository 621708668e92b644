import type { BackendOptions } from "@svc/backend"
import { SVC_VERSION } from "@svc/core/version"
import { Effect } from "effect"
import type { Mode } from "./config"
import { logLine } from "./log"

/** How svc-mcp names itself to an svc server (decision 10). */
export const USER_AGENT = `svc-mcp/${SVC_VERSION}`

/**
 * svc-mcp's choices for its backend: a missing key stops the session at start; retries are log lines;
 * embedded, one Chromium for the session, the page fetched before the tool answers (so a page that
 * cannot be fetched is the tool's error), audits kept for later calls.
 */
export const backendOptions = (mode: Mode): BackendOptions => ({
  remote: {
    userAgent: USER_AGENT,
    onRetry: (reason) => Effect.sync(() => logLine(reason)),
    missingKey: {
      refused: "at-start",
      message: (apiUrl) =>
        `SVC_API_URL is set (${apiUrl}) but SVC_API_KEY is not: put the key in the env of the svc MCP server's configuration (never in a prompt), or remove SVC_API_URL to audit in this process.`,
    },
  },
  embedded: {
    allowPrivateTargets: mode._tag === "embedded" && mode.allowPrivateTargets,
    lighthouse: mode._tag === "embedded" && mode.lighthouse,
    fetchAtStart: true,
    processName: "this svc MCP server",
  },
})

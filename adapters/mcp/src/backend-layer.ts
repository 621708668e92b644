import { embeddedAuditor } from "@svc/audit"
import { makeSvcClient } from "@svc/client"
import { ReportRendererLive } from "@svc/pdf"
import { Effect, Layer, Option, Schema } from "effect"
import { AuditBackend } from "./backend"
import type { Mode } from "./config"
import { embeddedBackend } from "./embedded-backend"
import { logLine } from "./log"
import { remoteBackend } from "./remote-backend"
import { USER_AGENT } from "./version"

/** svc-mcp cannot serve in the configured mode; the message says what to change. */
export class CannotStart extends Schema.TaggedError<CannotStart>()("CannotStart", {
  message: Schema.String,
}) {}

/**
 * The Auditor of the embedded mode. With Lighthouse, one Chromium serves the whole session (started on
 * the first measurement, reused, killed when the session ends); where no network fence can be made for
 * Chromium, the local session runs it unfenced (behind the guard proxy only) with a warning, as the
 * CLI does.
 */
const auditorOf = (mode: Extract<Mode, { _tag: "embedded" }>) =>
  embeddedAuditor({
    allowPrivateTargets: mode.allowPrivateTargets,
    performance: mode.lighthouse ? { allowUnfencedChromium: true } : undefined,
  })

/** The backend of a mode, with everything it needs. */
export const backendLayer = (mode: Mode): Layer.Layer<AuditBackend, CannotStart> => {
  switch (mode._tag) {
    case "embedded":
      return embeddedBackend({ allowPrivateTargets: mode.allowPrivateTargets }).pipe(
        Layer.provide(
          Layer.merge(
            auditorOf(mode),
            ReportRendererLive.pipe(
              Layer.mapError(
                (failure) =>
                  new CannotStart({ message: `The PDF renderer could not start: ${failure.reason}.` }),
              ),
            ),
          ),
        ),
      )
    case "remote": {
      const { apiUrl, apiKey } = mode
      if (Option.isNone(apiKey))
        return Layer.fail(
          new CannotStart({
            message: `SVC_API_URL is set (${apiUrl}) but SVC_API_KEY is not: put the key in the env of the svc MCP server's configuration (never in a prompt), or remove SVC_API_URL to audit in this process.`,
          }),
        )
      return Layer.effect(
        AuditBackend,
        makeSvcClient({
          baseUrl: apiUrl,
          key: apiKey.value,
          userAgent: USER_AGENT,
          onRetry: (reason) => Effect.sync(() => logLine(reason)),
        }).pipe(Effect.map(remoteBackend)),
      )
    }
  }
}

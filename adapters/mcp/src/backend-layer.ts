import { Effect, Layer, Option, type Redacted, Schema } from "effect"
import { AuditBackend } from "./backend"
import type { Mode } from "./config"
import { logLine } from "./log"
import { USER_AGENT } from "./version"

/** svc-mcp cannot serve in the configured mode; the message says what to change. */
export class CannotStart extends Schema.TaggedError<CannotStart>()("CannotStart", {
  message: Schema.String,
}) {}

/**
 * The backend of the embedded mode. With Lighthouse, one Chromium serves the whole session (started on
 * the first measurement, reused, killed when the session ends); where no network fence can be made for
 * Chromium, the local session runs it unfenced (behind the guard proxy only) with a warning, as the
 * CLI does. The auditor's modules are loaded only in this mode.
 */
const embeddedLayer = (mode: Extract<Mode, { _tag: "embedded" }>) =>
  Layer.unwrapEffect(
    Effect.promise(() => Promise.all([import("@svc/audit"), import("./embedded-backend")])).pipe(
      Effect.map(([{ embeddedAuditor }, { embeddedBackend }]) =>
        embeddedBackend({ allowPrivateTargets: mode.allowPrivateTargets }).pipe(
          Layer.provide(
            embeddedAuditor({
              allowPrivateTargets: mode.allowPrivateTargets,
              performance: mode.lighthouse ? { allowUnfencedChromium: true } : undefined,
            }),
          ),
        ),
      ),
    ),
  )

/** The backend of the remote mode: the API client (loaded only in this mode) with the server's key. */
const remoteLayer = (apiUrl: string, apiKey: Redacted.Redacted) =>
  Layer.effect(
    AuditBackend,
    Effect.gen(function* () {
      const [{ makeSvcClient }, { remoteBackend }] = yield* Effect.promise(() =>
        Promise.all([import("@svc/client"), import("./remote-backend")]),
      )
      const client = yield* makeSvcClient({
        baseUrl: apiUrl,
        key: apiKey,
        userAgent: USER_AGENT,
        onRetry: (reason) => Effect.sync(() => logLine(reason)),
      })
      return remoteBackend(client)
    }),
  )

/** The backend of a mode, with everything it needs. */
export const backendLayer = (mode: Mode): Layer.Layer<AuditBackend, CannotStart> => {
  switch (mode._tag) {
    case "embedded":
      return embeddedLayer(mode)
    case "remote": {
      const { apiUrl, apiKey } = mode
      if (Option.isNone(apiKey))
        return Layer.fail(
          new CannotStart({
            message: `SVC_API_URL is set (${apiUrl}) but SVC_API_KEY is not: put the key in the env of the svc MCP server's configuration (never in a prompt), or remove SVC_API_URL to audit in this process.`,
          }),
        )
      return remoteLayer(apiUrl, apiKey.value)
    }
  }
}

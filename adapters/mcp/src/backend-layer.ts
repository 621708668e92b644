import { auditorLayer } from "@svc/audit"
import { Layer, Schema } from "effect"
import type { AuditBackend } from "./backend"
import type { Mode } from "./config"
import { embeddedBackend } from "./embedded-backend"

/** svc-mcp cannot serve in the configured mode; the message says what to change. */
export class CannotStart extends Schema.TaggedError<CannotStart>()("CannotStart", {
  message: Schema.String,
}) {}

/** The backend of a mode, with everything it needs. */
export const backendLayer = (mode: Mode): Layer.Layer<AuditBackend, CannotStart> => {
  switch (mode._tag) {
    case "embedded":
      return embeddedBackend({ allowPrivateTargets: mode.allowPrivateTargets }).pipe(
        Layer.provide(auditorLayer({ policy: { allowPrivateTargets: mode.allowPrivateTargets } })),
      )
    case "remote":
      // remoteBackend (remote-backend.ts) is ready; it needs the shared API client (key, User-Agent,
      // retries) of @svc/cli to implement its SvcApiCalls, and is wired in when that client is shared.
      return Layer.fail(
        new CannotStart({
          message: `SVC_API_URL is set (${mode.apiUrl.origin}), but this build of svc-mcp cannot talk to an svc server yet. Remove SVC_API_URL from its env to audit in this process.`,
        }),
      )
  }
}

import { auditorLayer } from "@svc/audit"
import type { RenderFailed } from "@svc/pdf"
import { ReportRendererLive } from "@svc/pdf"
import { Layer } from "effect"
import type { AuditBackend } from "./backend"
import type { Mode } from "./config"
import { embeddedBackend } from "./embedded-backend"

/** The backend of a mode, with everything it needs. */
export const backendLayer = (mode: Mode): Layer.Layer<AuditBackend, RenderFailed> => {
  switch (mode._tag) {
    case "embedded":
      return embeddedBackend({ allowPrivateTargets: mode.allowPrivateTargets }).pipe(
        Layer.provide(
          Layer.merge(
            auditorLayer({ policy: { allowPrivateTargets: mode.allowPrivateTargets } }),
            ReportRendererLive,
          ),
        ),
      )
    case "remote":
      throw new Error("not yet")
  }
}

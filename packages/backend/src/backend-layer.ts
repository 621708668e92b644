import { Effect, Layer } from "effect"
import type { AuditBackend } from "./audit-backend"
import type { EmbeddedOptions } from "./embedded-backend"
import type { MissingKey } from "./missing-key"
import type { RemoteOptions } from "./remote-backend"
import type { BackendSettings } from "./settings"

/** Everything an adapter decides about its backend, in either mode. */
export interface BackendOptions {
  /** The remote mode: User-Agent, retries told, a missing key refused at start or at each call. */
  readonly remote: RemoteOptions
  /**
   * The embedded mode: private targets, fetched at start or not, the process's name in messages; and
   * Lighthouse (`lighthouse`: one Chromium for the backend's scope, started on the first measurement,
   * killed with its profile when the scope closes; where no network fence can be made for Chromium, it
   * runs unfenced behind the guard proxy with a warning, as a tool on one's own machine may).
   */
  readonly embedded: EmbeddedOptions & { readonly lighthouse: boolean }
}

/**
 * The backend of the configured mode. Only that mode's modules are loaded, when the layer is built:
 * the auditor (and its packs) embedded, the API client remote — so a program that answers `--help`
 * loads neither.
 */
export const auditBackendLayer = (
  settings: BackendSettings,
  options: BackendOptions,
): Layer.Layer<AuditBackend, MissingKey> =>
  Layer.unwrapEffect(
    settings._tag === "remote"
      ? Effect.promise(() => import("./remote-backend")).pipe(
          Effect.map(({ remoteBackend }) => remoteBackend(settings.apiUrl, settings.apiKey, options.remote)),
        )
      : Effect.promise(() => Promise.all([import("@svc/audit"), import("./embedded-backend")])).pipe(
          Effect.map(([{ embeddedAuditor }, { embeddedBackend }]) =>
            embeddedBackend(options.embedded).pipe(
              Layer.provide(
                embeddedAuditor({
                  allowPrivateTargets: options.embedded.allowPrivateTargets,
                  performance: options.embedded.lighthouse ? { allowUnfencedChromium: true } : undefined,
                }),
              ),
            ),
          ),
        ),
  )

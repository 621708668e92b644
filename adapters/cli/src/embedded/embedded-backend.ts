import { Auditor, embeddedAuditor } from "@svc/audit"
import { Effect, Layer } from "effect"
import type { AuditAsk } from "../audited-pages"
import { Backend } from "../backend"
import { refusedOf, SetupError } from "../errors"
import { auditingLine } from "../output/auditing-line"
import { Progress } from "../output/progress"

const needsServer = (command: string) =>
  new SetupError({
    message: `${command} talks to a svc server: set SVC_API_URL (and SVC_API_KEY) in the environment.`,
  })

/**
 * The Auditor of one embedded audit; with Lighthouse, one Chromium for the audit's pages, closed (its
 * profile removed) when the audit ends. Where no network fence can be made for Chromium (not Linux, no
 * user namespaces), a tool on one's own machine runs it unfenced, behind the guard proxy only, with a
 * warning.
 */
const auditorOf = (ask: AuditAsk) =>
  embeddedAuditor({
    allowPrivateTargets: ask.allowPrivateTargets,
    performance: ask.lighthouse ? { allowUnfencedChromium: true } : undefined,
  })

/**
 * Audits in this process with the embedded Auditor: no key, no server. `allowPrivateTargets` lets it
 * fetch localhost and private addresses (a dev server); off, only public addresses are fetched.
 */
export const embeddedBackend: Layer.Layer<Backend, never, Progress> = Layer.effect(
  Backend,
  Effect.gen(function* () {
    const progress = yield* Progress
    return Backend.of({
      audit: (urls, ask) =>
        Effect.gen(function* () {
          yield* progress.show(auditingLine(ask.locale, urls, "cli.auditingPages"))
          const auditor = yield* Auditor
          const { pages, site } = yield* auditor
            .audit(urls, { query: ask.query, locale: ask.locale })
            .pipe(Effect.mapError(refusedOf))
          return { pages, site, files: new Map() }
        }).pipe(Effect.provide(auditorOf(ask))),
      collect: () => Effect.fail(needsServer("svc result")),
      checkKey: () => Effect.fail(needsServer("svc key check")),
    })
  }),
)

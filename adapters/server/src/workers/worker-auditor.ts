import {
  type AuditorService,
  makeAuditor,
  PerformanceLive,
  type PerformanceOptions,
  type RuleRegistry,
} from "@svc/audit"
import type { PageSource } from "@svc/fetch"
import { Effect, Layer, type Scope } from "effect"
import type { ServerConfig } from "../config/server-config"

/** The Performance options of every worker's Chromium, from the server's settings. */
export const performanceOptionsOf = (config: ServerConfig): PerformanceOptions => ({
  allowPrivateTargets: config.allowPrivateTargets,
  allowUnfencedChromium: config.allowUnfencedChromium,
  runBudgetMs: config.lighthouseBudgetSeconds * 1_000,
  ...(config.chromePath === undefined ? {} : { chromePath: config.chromePath }),
})

/**
 * The auditor one worker uses. With Lighthouse on, it measures with a Chromium of the worker's own
 * (started on its first page, reused, killed and its profile removed when `scope` closes), so
 * workers measure in parallel; with Lighthouse off, it is the shared auditor's equal without one.
 * A Chromium that cannot start leaves `performance` unmeasured; the audit completes all the same.
 */
export const makeWorkerAuditor = (
  config: ServerConfig,
  scope: Scope.Scope,
): Effect.Effect<AuditorService, never, PageSource | RuleRegistry> =>
  config.lighthouse
    ? Effect.flatMap(
        Layer.buildWithScope(PerformanceLive(performanceOptionsOf(config)), scope),
        (performance) => Effect.provide(makeAuditor, performance),
      )
    : makeAuditor

import * as HttpMiddleware from "@effect/platform/HttpMiddleware"
import type { DatabaseCorrupt } from "@svc/store"
import { Config, Deferred, Effect, Either, Layer, Logger, Option } from "effect"
import { type RawServerConfig, type ServerConfig, validateServerConfig } from "../config/server-config"
import { type LogLevelName, logLevels } from "../logging"
import { CliFailure } from "./cli-failure"
import { keySecretConfig } from "./shared-options"
import type { WorkerOptionValues } from "./worker-options"

const logLevelConfig = Config.literal(...(Object.keys(logLevels) as Array<LogLevelName>))(
  "SVC_LOG_LEVEL",
).pipe(Config.withDefault<LogLevelName>("info"))

/**
 * Checks the settings (every problem named at once), then runs the process's layer until SIGTERM, or
 * until a database found corrupt fails `stop` (store-watch.ts); either way the scope closes when the
 * layer's finalizers have run.
 */
export const runProcess = (
  options: WorkerOptionValues,
  http: Pick<RawServerConfig, "port" | "host" | "baseUrl" | "ruleDocsUrl" | "trustProxy">,
  layerOf: (
    config: ServerConfig,
    stop: Deferred.Deferred<never, DatabaseCorrupt>,
  ) => Layer.Layer<never, unknown, never>,
) =>
  Effect.gen(function* () {
    const raw: RawServerConfig = {
      ...http,
      db: options.db,
      databasePool: options.databasePool,
      workers: options.workers,
      lighthouse: !options.noLighthouse,
      chromePath: Option.getOrUndefined(options.chromePath),
      lighthouseBudgetSeconds: options.lighthouseBudget,
      allowPrivateTargets: options.allowPrivateTargets,
      allowUnfencedChromium: options.allowUnfencedChromium,
      keySecret: Option.getOrUndefined(yield* keySecretConfig),
      shutdownGraceSeconds: options.shutdownGrace,
      leaseSeconds: options.leaseSeconds,
      auditThreads: options.auditThreads,
      auditMemoryMb: options.auditMemory,
      auditSeconds: options.auditSeconds,
      logLevel: yield* logLevelConfig,
    }
    const config = validateServerConfig(raw)
    if (Either.isLeft(config)) return yield* new CliFailure({ message: config.left.join("\n") })
    const stop = yield* Deferred.make<never, DatabaseCorrupt>()
    const running = Effect.zipRight(Layer.build(layerOf(config.right, stop)), Deferred.await(stop))
    return yield* Effect.scoped(running).pipe(
      Logger.withMinimumLogLevel(logLevels[config.right.logLevel]),
      // No tracer is exported, and spans per request and per statement cost a poll dearly.
      Effect.withTracerEnabled(false),
      HttpMiddleware.withTracerDisabledWhenEffect(() => true),
    )
  })

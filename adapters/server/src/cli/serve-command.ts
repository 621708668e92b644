import { availableParallelism } from "node:os"
import { Command, Options } from "@effect/cli"
import { HttpMiddleware } from "@effect/platform"
import { Config, Effect, Either, Layer, Logger, Option } from "effect"
import {
  DEFAULT_AUDIT_MEMORY_MB,
  DEFAULT_AUDIT_SECONDS,
  DEFAULT_LIGHTHOUSE_BUDGET_SECONDS,
  MAX_LIGHTHOUSE_BUDGET_SECONDS,
  MIN_LIGHTHOUSE_BUDGET_SECONDS,
  type RawServerConfig,
  validateServerConfig,
} from "../config/server-config"
import { type LogLevelName, logLevels } from "../logging"
import { serverLayer } from "../server"
import { CliFailure } from "./cli-failure"
import { dbOption, keySecretConfig } from "./shared-options"

const port = Options.integer("port").pipe(
  Options.withFallbackConfig(Config.integer("SVC_PORT")),
  Options.withDefault(8080),
  Options.withDescription("TCP port (env SVC_PORT); 0 picks a free one."),
)
const host = Options.text("host").pipe(
  Options.withFallbackConfig(Config.string("SVC_HOST")),
  Options.withDefault("127.0.0.1"),
  Options.withDescription("Address to listen on (env SVC_HOST); 0.0.0.0 for every interface."),
)
const workers = Options.integer("workers").pipe(
  Options.withFallbackConfig(Config.integer("SVC_WORKERS")),
  Options.withDefault(2),
  Options.withDescription("Workers auditing queued pages (env SVC_WORKERS); 0 serves the API alone."),
)
const noLighthouse = Options.boolean("no-lighthouse").pipe(
  Options.withFallbackConfig(Config.boolean("SVC_NO_LIGHTHOUSE")),
  Options.withDescription(
    "Skip Lighthouse (env SVC_NO_LIGHTHOUSE=true): results list performance as unmeasured.",
  ),
)
const chromePath = Options.text("chrome-path").pipe(
  Options.withFallbackConfig(Config.string("CHROME_PATH")),
  Options.optional,
  Options.withDescription(
    "The Chromium binary Lighthouse drives (env CHROME_PATH); /usr/bin/chromium by default.",
  ),
)
const lighthouseBudget = Options.integer("lighthouse-budget").pipe(
  Options.withFallbackConfig(Config.integer("SVC_LIGHTHOUSE_BUDGET")),
  Options.withDefault(DEFAULT_LIGHTHOUSE_BUDGET_SECONDS),
  Options.withDescription(
    `Seconds one Lighthouse run (mobile or desktop) may take, ${MIN_LIGHTHOUSE_BUDGET_SECONDS}–${MAX_LIGHTHOUSE_BUDGET_SECONDS} (env SVC_LIGHTHOUSE_BUDGET); past it performance is unmeasured.`,
  ),
)
const allowPrivateTargets = Options.boolean("allow-private-targets").pipe(
  Options.withFallbackConfig(Config.boolean("SVC_ALLOW_PRIVATE_TARGETS")),
  Options.withDescription(
    "Audit loopback and private addresses too (env SVC_ALLOW_PRIVATE_TARGETS=true). Tests and trusted networks only.",
  ),
)
const baseUrl = Options.text("base-url").pipe(
  Options.withFallbackConfig(Config.string("SVC_BASE_URL")),
  Options.optional,
  Options.withDescription(
    "Public base URL for reportUrl (env SVC_BASE_URL); the listening address by default.",
  ),
)
const shutdownGrace = Options.integer("shutdown-grace").pipe(
  Options.withFallbackConfig(Config.integer("SVC_SHUTDOWN_GRACE")),
  Options.withDefault(10),
  Options.withDescription(
    "Seconds running pages may finish after SIGTERM before they go back to the queue (env SVC_SHUTDOWN_GRACE).",
  ),
)

const auditThreads = Options.integer("audit-threads").pipe(
  Options.withFallbackConfig(Config.integer("SVC_AUDIT_THREADS")),
  Options.withDefault(Math.min(4, availableParallelism())),
  Options.withDescription(
    "Threads that audit pages, suggest phrases and render PDFs beside the API's thread (env SVC_AUDIT_THREADS); the cores, at most 4, by default.",
  ),
)
const auditMemory = Options.integer("audit-memory").pipe(
  Options.withFallbackConfig(Config.integer("SVC_AUDIT_MEMORY")),
  Options.withDefault(DEFAULT_AUDIT_MEMORY_MB),
  Options.withDescription(
    "MiB of heap each audit thread may use (env SVC_AUDIT_MEMORY); a page that needs more fails with too_large.",
  ),
)
const auditSeconds = Options.integer("audit-seconds").pipe(
  Options.withFallbackConfig(Config.integer("SVC_AUDIT_SECONDS")),
  Options.withDefault(DEFAULT_AUDIT_SECONDS),
  Options.withDescription(
    "Seconds the analysis of one page may run in its thread (env SVC_AUDIT_SECONDS); then the page fails with timeout.",
  ),
)

const logLevelConfig = Config.literal(...(Object.keys(logLevels) as Array<LogLevelName>))(
  "SVC_LOG_LEVEL",
).pipe(Config.withDefault<LogLevelName>("info"))

/** `svc-server serve`: the HTTP API and its workers, until SIGTERM or SIGINT. */
export const serveCommand = Command.make(
  "serve",
  {
    port,
    host,
    db: dbOption,
    workers,
    noLighthouse,
    chromePath,
    lighthouseBudget,
    allowPrivateTargets,
    baseUrl,
    shutdownGrace,
    auditThreads,
    auditMemory,
    auditSeconds,
  },
  (options) =>
    Effect.gen(function* () {
      const raw: RawServerConfig = {
        port: options.port,
        host: options.host,
        db: options.db,
        workers: options.workers,
        lighthouse: !options.noLighthouse,
        chromePath: Option.getOrUndefined(options.chromePath),
        lighthouseBudgetSeconds: options.lighthouseBudget,
        allowPrivateTargets: options.allowPrivateTargets,
        baseUrl: Option.getOrUndefined(options.baseUrl),
        keySecret: Option.getOrUndefined(yield* keySecretConfig),
        shutdownGraceSeconds: options.shutdownGrace,
        auditThreads: options.auditThreads,
        auditMemoryMb: options.auditMemory,
        auditSeconds: options.auditSeconds,
        logLevel: yield* logLevelConfig,
      }
      const config = validateServerConfig(raw)
      if (Either.isLeft(config)) return yield* new CliFailure({ message: config.left.join("\n") })
      return yield* Layer.launch(serverLayer(config.right)).pipe(
        Logger.withMinimumLogLevel(logLevels[config.right.logLevel]),
        // No tracer is exported, and spans per request and per statement cost a poll dearly.
        Effect.withTracerEnabled(false),
        HttpMiddleware.withTracerDisabledWhenEffect(() => true),
      )
    }),
).pipe(Command.withDescription("Serve the HTTP API and audit queued pages, until SIGTERM."))

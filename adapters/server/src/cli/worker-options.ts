import { availableParallelism } from "node:os"
import { type Command, Options } from "@effect/cli"
import { Config } from "effect"
import {
  DEFAULT_AUDIT_MEMORY_MB,
  DEFAULT_AUDIT_SECONDS,
  DEFAULT_DATABASE_POOL,
  DEFAULT_LEASE_SECONDS,
  DEFAULT_LIGHTHOUSE_BUDGET_SECONDS,
  MAX_DATABASE_POOL,
  MAX_LEASE_SECONDS,
  MAX_LIGHTHOUSE_BUDGET_SECONDS,
  MIN_LEASE_SECONDS,
  MIN_LIGHTHOUSE_BUDGET_SECONDS,
} from "../config/setting-bounds"
import { dbOption } from "./shared-options"

/** `--name N`, else the environment's `variable`, else `fallback`. */
const integerSetting = (name: string, variable: string, fallback: number, description: string) =>
  Options.integer(name).pipe(
    Options.withFallbackConfig(Config.integer(variable)),
    Options.withDefault(fallback),
    Options.withDescription(description),
  )

/** `--name`, or the environment's `variable` set to true. */
const flagSetting = (name: string, variable: string, description: string) =>
  Options.boolean(name).pipe(
    Options.withFallbackConfig(Config.boolean(variable)),
    Options.withDescription(description),
  )

const workers = integerSetting(
  "workers",
  "SVC_WORKERS",
  2,
  "Workers auditing queued pages (env SVC_WORKERS); 0 serves the API alone.",
)
const databasePool = integerSetting(
  "database-pool",
  "SVC_DATABASE_POOL",
  DEFAULT_DATABASE_POOL,
  `Connections this process keeps to a PostgreSQL database at most, 1–${MAX_DATABASE_POOL} (env SVC_DATABASE_POOL); each transaction holds one. Unused on SQLite.`,
)
const noLighthouse = flagSetting(
  "no-lighthouse",
  "SVC_NO_LIGHTHOUSE",
  "Skip Lighthouse (env SVC_NO_LIGHTHOUSE=true): results list performance as unmeasured.",
)
const chromePath = Options.text("chrome-path").pipe(
  Options.withFallbackConfig(Config.string("CHROME_PATH")),
  Options.optional,
  Options.withDescription(
    "The Chromium binary Lighthouse drives (env CHROME_PATH); /usr/bin/chromium by default.",
  ),
)
const lighthouseBudget = integerSetting(
  "lighthouse-budget",
  "SVC_LIGHTHOUSE_BUDGET",
  DEFAULT_LIGHTHOUSE_BUDGET_SECONDS,
  `Seconds one Lighthouse run (mobile or desktop) may take, ${MIN_LIGHTHOUSE_BUDGET_SECONDS}–${MAX_LIGHTHOUSE_BUDGET_SECONDS} (env SVC_LIGHTHOUSE_BUDGET); past it performance is unmeasured.`,
)
const allowPrivateTargets = flagSetting(
  "allow-private-targets",
  "SVC_ALLOW_PRIVATE_TARGETS",
  "Audit loopback and private addresses too (env SVC_ALLOW_PRIVATE_TARGETS=true). Tests and trusted networks only.",
)
const allowUnfencedChromium = flagSetting(
  "allow-unfenced-chromium",
  "SVC_ALLOW_UNFENCED_CHROMIUM",
  "Where Chromium cannot be put in a network namespace of its own (no root, no user namespaces, not Linux), run Lighthouse anyway, guarded by its proxy only (env SVC_ALLOW_UNFENCED_CHROMIUM=true). Without it such a machine leaves performance unmeasured.",
)
const shutdownGrace = integerSetting(
  "shutdown-grace",
  "SVC_SHUTDOWN_GRACE",
  10,
  "Seconds running pages may finish after SIGTERM before they go back to the queue (env SVC_SHUTDOWN_GRACE).",
)

const leaseSeconds = integerSetting(
  "lease-seconds",
  "SVC_LEASE_SECONDS",
  DEFAULT_LEASE_SECONDS,
  `Seconds a worker's lease on a page lasts unless renewed, ${MIN_LEASE_SECONDS}–${MAX_LEASE_SECONDS} (env SVC_LEASE_SECONDS): a worker that dies leaves its page to another this soon.`,
)

const auditThreads = integerSetting(
  "audit-threads",
  "SVC_AUDIT_THREADS",
  Math.min(4, availableParallelism()),
  "Threads that audit pages, suggest phrases and render PDFs beside the API's thread (env SVC_AUDIT_THREADS); the cores, at most 4, by default.",
)
const auditMemory = integerSetting(
  "audit-memory",
  "SVC_AUDIT_MEMORY",
  DEFAULT_AUDIT_MEMORY_MB,
  "MiB of heap each audit thread may use (env SVC_AUDIT_MEMORY); a page that needs more fails with too_large.",
)
const auditSeconds = integerSetting(
  "audit-seconds",
  "SVC_AUDIT_SECONDS",
  DEFAULT_AUDIT_SECONDS,
  "Seconds the analysis of one page may run in its thread (env SVC_AUDIT_SECONDS); then the page fails with timeout.",
)

/** The options of every process that audits pages: `serve` and `work`. */
export const workerOptions = {
  db: dbOption,
  databasePool,
  workers,
  noLighthouse,
  chromePath,
  lighthouseBudget,
  allowPrivateTargets,
  allowUnfencedChromium,
  shutdownGrace,
  leaseSeconds,
  auditThreads,
  auditMemory,
  auditSeconds,
}

export type WorkerOptionValues = Command.Command.ParseConfig<typeof workerOptions>

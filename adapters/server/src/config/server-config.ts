import { ruleDocsOption } from "@svc/core"
import { InvalidDatabaseUrl, parseDatabaseUrl } from "@svc/store"
import { Context, Either, type Redacted } from "effect"
import type { LogLevelName } from "../logging"
import {
  MAX_AUDIT_MEMORY_MB,
  MAX_AUDIT_SECONDS,
  MAX_AUDIT_THREADS,
  MAX_DATABASE_POOL,
  MAX_LEASE_SECONDS,
  MAX_LIGHTHOUSE_BUDGET_SECONDS,
  MAX_SHUTDOWN_GRACE_SECONDS,
  MAX_WORKERS,
  MIN_AUDIT_MEMORY_MB,
  MIN_AUDIT_SECONDS,
  MIN_LEASE_SECONDS,
  MIN_LIGHTHOUSE_BUDGET_SECONDS,
} from "./setting-bounds"

const databaseProblems = (db: string): ReadonlyArray<string> => {
  const location = parseDatabaseUrl(db)
  return location instanceof InvalidDatabaseUrl ? [`--database (SVC_DATABASE_URL): ${location.message}`] : []
}

/** Everything `svc-server serve` runs with, validated at start-up. */
export interface ServerConfig {
  /** TCP port; 0 picks a free one (the address printed on stdout names it). */
  readonly port: number
  readonly host: string
  /** The database: an SQLite file path (or `sqlite:path`), or a `postgres://` URL. */
  readonly db: string
  /** Connections this process keeps to a PostgreSQL database at most (its pool); unused on SQLite. */
  readonly databasePool: number
  /** Workers draining the queue; 0 runs the API alone (pages wait for a process with workers). */
  readonly workers: number
  /** Whether pages are measured with Lighthouse: each worker keeps a Chromium of its own. */
  readonly lighthouse: boolean
  /** The Chromium binary Lighthouse drives; CHROME_PATH, else /usr/bin/chromium, when absent. */
  readonly chromePath: string | undefined
  /** Seconds one Lighthouse run (mobile or desktop) may take before Chromium is killed. */
  readonly lighthouseBudgetSeconds: number
  /** Audit loopback and private addresses too: for tests and trusted networks only. */
  readonly allowPrivateTargets: boolean
  /**
   * Run Lighthouse's Chromium without its network fence where none can be made (then only the guard
   * proxy stands between a page and private addresses, and WebRTC's UDP gets past it). Off: such a
   * machine leaves performance unmeasured.
   */
  readonly allowUnfencedChromium: boolean
  /** The public base URL of this server for `reportUrl` (decision 21); the listening address when absent. */
  readonly baseUrl: string | undefined
  /**
   * Where the reports (PDF, the admin panel's HTML) link each finding to its rule's page: an http(s)
   * address with `{id}` in it; `false` for no links; svc's docs/rules when absent.
   */
  readonly ruleDocsUrl: string | false | undefined
  /**
   * Whether the reverse proxy in front is trusted: its `X-Forwarded-Proto` marks the admin panel's
   * cookies Secure, its `X-Forwarded-For` names the address sign-in failures count against.
   */
  readonly trustProxy: boolean
  /** The fingerprint secret of API keys (SVC_KEY_SECRET); the database keeps its own when absent. */
  readonly keySecret: Redacted.Redacted<string> | undefined
  /** Threads that run page audits, phrase suggestions and PDF reports, away from the API's thread. */
  readonly auditThreads: number
  /** MiB of heap one audit thread may use; a page that needs more fails with `too_large`. */
  readonly auditMemoryMb: number
  /** Seconds the analysis of one page (facts, rules, scores) may run in its thread; then it fails with `timeout`. */
  readonly auditSeconds: number
  /** Seconds a stopping server lets running pages finish before it releases them to the queue. */
  readonly shutdownGraceSeconds: number
  /**
   * Seconds a worker's lease on a page lasts unless renewed (every third of it): a worker that dies
   * — a process killed, a machine gone — leaves its page to another worker this soon.
   */
  readonly leaseSeconds: number
  readonly logLevel: LogLevelName
}

export class ServerSettings extends Context.Tag("@svc/server/ServerSettings")<
  ServerSettings,
  ServerConfig
>() {}

/** The values as given by flags and environment variables, before they are checked. */
export interface RawServerConfig extends Omit<ServerConfig, "baseUrl" | "ruleDocsUrl"> {
  readonly baseUrl: string | undefined
  /** A template with `{id}`, `none`, or nothing (the default). */
  readonly ruleDocsUrl: string | undefined
}

/** The word `--rule-docs-url` takes for reports without links to the rules' pages. */
export const NO_RULE_DOCS = "none"

const checkRuleDocsUrl = (text: string | undefined): Either.Either<string | false | undefined, string> => {
  const given = text?.trim() ?? ""
  if (given === "") return Either.right(undefined)
  if (given === NO_RULE_DOCS) return Either.right(false)
  return ruleDocsOption(given) === undefined
    ? Either.left(
        `--rule-docs-url (SVC_RULE_DOCS_URL) must be an http:// or https:// address with {id} in it (each rule's id takes its place), or ${NO_RULE_DOCS}; not "${given}".`,
      )
    : Either.right(given)
}

const checkBaseUrl = (text: string): Either.Either<string, string> => {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return Either.left(`--base-url (SVC_BASE_URL) "${text}" is not an absolute URL.`)
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return Either.left(`--base-url (SVC_BASE_URL) must be an http:// or https:// URL, not "${text}".`)
  if (url.search !== "" || url.hash !== "" || url.username !== "" || url.password !== "")
    return Either.left("--base-url (SVC_BASE_URL) must have no query, fragment or userinfo.")
  return Either.right(url.href.replace(/\/+$/, ""))
}

const inRange = (name: string, value: number, min: number, max: number): ReadonlyArray<string> =>
  Number.isInteger(value) && value >= min && value <= max
    ? []
    : [`${name} must be a whole number from ${min} to ${max}, not ${value}.`]

/** Checks every setting at once; the left side lists every problem, in plain English. */
export const validateServerConfig = (
  raw: RawServerConfig,
): Either.Either<ServerConfig, ReadonlyArray<string>> => {
  const baseUrl =
    raw.baseUrl === undefined || raw.baseUrl.trim() === "" ? undefined : checkBaseUrl(raw.baseUrl)
  const ruleDocsUrl = checkRuleDocsUrl(raw.ruleDocsUrl)
  const problems = [
    ...inRange("--port (SVC_PORT)", raw.port, 0, 65_535),
    ...inRange("--workers (SVC_WORKERS)", raw.workers, 0, MAX_WORKERS),
    ...inRange("--database-pool (SVC_DATABASE_POOL)", raw.databasePool, 1, MAX_DATABASE_POOL),
    ...inRange(
      "--shutdown-grace (SVC_SHUTDOWN_GRACE)",
      raw.shutdownGraceSeconds,
      0,
      MAX_SHUTDOWN_GRACE_SECONDS,
    ),
    ...inRange("--lease-seconds (SVC_LEASE_SECONDS)", raw.leaseSeconds, MIN_LEASE_SECONDS, MAX_LEASE_SECONDS),
    ...inRange(
      "--lighthouse-budget (SVC_LIGHTHOUSE_BUDGET)",
      raw.lighthouseBudgetSeconds,
      MIN_LIGHTHOUSE_BUDGET_SECONDS,
      MAX_LIGHTHOUSE_BUDGET_SECONDS,
    ),
    ...inRange("--audit-threads (SVC_AUDIT_THREADS)", raw.auditThreads, 1, MAX_AUDIT_THREADS),
    ...inRange(
      "--audit-memory (SVC_AUDIT_MEMORY)",
      raw.auditMemoryMb,
      MIN_AUDIT_MEMORY_MB,
      MAX_AUDIT_MEMORY_MB,
    ),
    ...inRange("--audit-seconds (SVC_AUDIT_SECONDS)", raw.auditSeconds, MIN_AUDIT_SECONDS, MAX_AUDIT_SECONDS),
    ...(raw.host.trim() === "" ? ["--host (SVC_HOST) must not be empty."] : []),
    ...databaseProblems(raw.db),
    ...(baseUrl !== undefined && Either.isLeft(baseUrl) ? [baseUrl.left] : []),
    ...(Either.isLeft(ruleDocsUrl) ? [ruleDocsUrl.left] : []),
  ]
  if (problems.length > 0) return Either.left(problems)
  return Either.right({
    ...raw,
    host: raw.host.trim(),
    chromePath: raw.chromePath === undefined || raw.chromePath.trim() === "" ? undefined : raw.chromePath,
    baseUrl: baseUrl === undefined ? undefined : Either.getOrUndefined(baseUrl),
    ruleDocsUrl: Either.getOrUndefined(ruleDocsUrl),
  })
}

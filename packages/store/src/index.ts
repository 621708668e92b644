// The store by aggregate (docs/architecture.md, "The store"): one service per aggregate over the SQL
// client and the coordination of the processes on the database; `StoreLive` opens them all.
export type { KeyUsage } from "./admin/key-usage"
export { NO_USAGE } from "./admin/key-usage"
export type { CrawlInQueue, FailedPage, QueueOverview, UnfinishedPage } from "./admin/queue-overview"
export type { AuditLogEntry, AuditLogFilter } from "./audit-log"
export type { AuditCrawlView, AuditView, PageView } from "./audits/audit-view"
export type {
  NewAudit,
  NewAuditCrawl,
  NewPage,
  StartedAudit,
  StartRefusal,
  StartReservation,
} from "./audits/start-audit"
export { statusRecordOf, storedEntryOf } from "./audits/status-record"
export { makeBatchedLookups } from "./batched-lookups"
export {
  COMMIT_WATCH_INTERVAL_MS,
  Coordination,
  type CoordinationShape,
} from "./coordination/coordination"
export { CoordinationLive } from "./coordination/coordination-live"
export { FileCoordinationLive } from "./coordination/file-coordination"
export { QUEUE_CHANNEL, SharedCoordinationLive } from "./coordination/shared-coordination"
export type { CrawlLeaseRequest } from "./crawls/crawl-lease"
export type { CrawlNote } from "./crawls/crawl-notes"
export type {
  CrawlCounts,
  CrawlRecord,
  CrawlState,
  FetchedOnTheWay,
  FinishedCrawlPage,
  FoundByPage,
  FrontierEntry,
  GivenUpHost,
  LeasedCrawlPage,
} from "./crawls/crawl-record"
export type { FrontierUrlState, NewCrawl, StoredCrawlPage } from "./crawls/crawl-rows"
export type { LeaseWait } from "./crawls/lease-wait"
export type { DatabaseClientConfig } from "./database-client"
export {
  type DatabaseLocation,
  InvalidDatabaseUrl,
  parseDatabaseUrl,
  redactedDatabaseUrl,
} from "./database-url"
export {
  AmbiguousKey,
  DatabaseCorrupt,
  DatabaseUnwritable,
  InvalidKeySettings,
  KeyNotFound,
  LabelTaken,
  LeaseLost,
  OperatorLabelTaken,
  OperatorNotFound,
  PageInWrongState,
  PageNotFound,
  PageOfCrawl,
  SchemaTooNew,
  SecretMismatch,
  StoreFailure,
  WeakSecret,
} from "./errors"
export { FINGERPRINT_PREFIX_LENGTH, KEY_PREFIX } from "./keys/key-material"
export type { ApiKeyRecord } from "./keys/key-record"
export { MIN_SECRET_LENGTH } from "./keys/key-secret"
export {
  DEFAULT_KEY_PAGE_SIZE,
  KEY_TABLE_SORTS,
  type KeyTablePage,
  type KeyTableQuery,
  type KeyTableRow,
  type KeyTableSort,
} from "./keys/key-table"
export { type CreatedKey, checkLabel, type KeySettings } from "./keys/keys"
export {
  AUDIT_LOG_RETENTION_MS,
  DEFAULT_KEY_LIMITS,
  DEFAULT_PAGE_DURATION_MS,
  DURATION_SAMPLES,
  type KeyLimits,
  MAX_ATTEMPTS,
  MAX_PAGES_IN_PROGRESS,
  MAX_PAGES_PER_SITE,
  MAX_STARTS_AT_ONCE,
  PAGE_TIMEOUT_MS,
  POLLS_PER_MINUTE,
  pdfsPerHour,
  START_RESERVATION_MARGIN_MS,
  UNREACHABLE_PER_HOUR,
  type UsageKind,
  WINDOW_MS,
  windowLimit,
} from "./limits"
export { logUrl } from "./log-url"
export { OPERATOR_CREDENTIAL_PREFIX } from "./operators/operator-credential"
export {
  type CreatedOperator,
  type OperatorRecord,
  type OperatorSession,
  SESSION_MS,
  type SignInOutcome,
} from "./operators/operators"
export { MAX_SIGN_IN_FAILURES, SIGN_IN_WINDOW_MS } from "./operators/sign-in-limit"
export type { LeasedPage, LeasedRef, PageRef } from "./queue/leased-page"
export type { QueueCounts } from "./queue/page-queue"
export { HEARTBEAT_INTERVAL_MS, HEARTBEAT_STALE_MS, type QueueFigures } from "./queue/queue-figures"
export { meanPageDurationMs, type QueueFacts, queueOf } from "./queue-estimate"
export type { MigrationOutcome } from "./schema/migrate"
export { LATEST_MIGRATION, MIGRATIONS_TABLE } from "./schema/migrations"
export { AuditLog } from "./services/audit-log"
export { Audits } from "./services/audits"
export { Crawls } from "./services/crawls"
export { Keys } from "./services/keys"
export { Maintenance, type PurgeCounts } from "./services/maintenance"
export { Operators } from "./services/operators"
export { PageQueue } from "./services/page-queue"
export { Usage } from "./services/usage"
export { pageOf, secondsToNextUtcDay, siteOf, utcDay } from "./site"
export { judgeWindow, type WindowEvent, type WindowQuestion, type WindowVerdict } from "./sliding-window"
export { readerOrClient, SqlReader } from "./sql-reader"
export { integrityCheck } from "./sqlite/integrity-check"
export * as SqliteClient from "./sqlite/sqlite-client"
export type { StoreHealth } from "./store-health"
export {
  type LocatedStoreConfig,
  migrate,
  StoreLive,
  type StoreServices,
  storeOverClient,
} from "./store-live"
export type { StoreConfig } from "./store-settings"
export { POLL_WRITE_INTERVAL_MS, POLL_WRITE_MAX_BACKOFF_MS } from "./usage/poll-writer"
export type { ChargedKey } from "./usage/usage-windows"

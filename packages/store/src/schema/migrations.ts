import * as Migrator from "@effect/sql/Migrator"
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"

/**
 * The first schema. Times are epoch milliseconds (BIGINT), ids are text (UUIDs), JSON is text. The
 * statements run on SQLite and PostgreSQL alike but for the queue's order: `audits.seq` is SQLite's
 * rowid alias, and a `BIGINT GENERATED ALWAYS AS IDENTITY` on PostgreSQL.
 */
const initial = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const seqColumn = sql.onDialectOrElse({
    pg: () => sql.literal("BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY"),
    orElse: () => sql.literal("INTEGER PRIMARY KEY"),
  })
  const seqReference = sql.onDialectOrElse({
    pg: () => sql.literal("BIGINT"),
    orElse: () => sql.literal("INTEGER"),
  })
  // The fingerprint secret when none is given by the environment, and its check value.
  yield* sql`CREATE TABLE store_settings (
    name TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
  )`
  yield* sql`CREATE TABLE api_keys (
    id TEXT PRIMARY KEY NOT NULL,
    fingerprint TEXT NOT NULL UNIQUE,
    label TEXT NOT NULL,
    pages_per_site INTEGER NOT NULL CHECK (pages_per_site BETWEEN 1 AND 50),
    audits_per_hour INTEGER NOT NULL CHECK (audits_per_hour >= 1),
    full_audit_cost INTEGER NOT NULL CHECK (full_audit_cost >= 1),
    created_at BIGINT NOT NULL,
    revoked_at BIGINT
  )`
  yield* sql`CREATE UNIQUE INDEX api_keys_active_label ON api_keys (label) WHERE revoked_at IS NULL`
  // seq orders the queue: first come, first served.
  yield* sql`CREATE TABLE audits (
    seq ${seqColumn},
    id TEXT NOT NULL UNIQUE,
    key_id TEXT NOT NULL REFERENCES api_keys (id),
    created_at BIGINT NOT NULL,
    query TEXT,
    locale TEXT NOT NULL CHECK (locale IN ('en', 'sk', 'es')),
    charged INTEGER NOT NULL CHECK (charged >= 0)
  )`
  yield* sql`CREATE INDEX audits_key ON audits (key_id, seq)`
  yield* sql`CREATE TABLE pages (
    audit_seq ${seqReference} NOT NULL REFERENCES audits (seq),
    page_index INTEGER NOT NULL CHECK (page_index >= 0),
    url TEXT NOT NULL,
    phrase TEXT NOT NULL,
    phrase_source TEXT NOT NULL CHECK (phrase_source IN ('input', 'suggested', 'none')),
    prefetched TEXT,
    status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    lease_owner TEXT,
    lease_expires_at BIGINT,
    started_at BIGINT,
    finished_at BIGINT,
    result TEXT,
    error_code TEXT,
    error_message TEXT,
    PRIMARY KEY (audit_seq, page_index),
    CHECK ((status = 'running') = (lease_owner IS NOT NULL)),
    CHECK ((status = 'done') = (result IS NOT NULL)),
    CHECK ((status = 'failed') = (error_code IS NOT NULL))
  )`
  yield* sql`CREATE INDEX pages_by_status ON pages (status, audit_seq, page_index)`
  yield* sql`CREATE INDEX pages_done_recently ON pages (finished_at) WHERE status = 'done'`
  // One row per charge inside a sliding window; rows older than their window are pruned as keys use them.
  yield* sql`CREATE TABLE usage_events (
    key_id TEXT NOT NULL REFERENCES api_keys (id),
    kind TEXT NOT NULL,
    at BIGINT NOT NULL,
    units INTEGER NOT NULL CHECK (units >= 1)
  )`
  yield* sql`CREATE INDEX usage_events_window ON usage_events (key_id, kind, at)`
  // The pages of each site a key audited on each UTC day (decision 27).
  yield* sql`CREATE TABLE site_pages (
    key_id TEXT NOT NULL REFERENCES api_keys (id),
    day TEXT NOT NULL,
    site TEXT NOT NULL,
    page TEXT NOT NULL,
    url TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (key_id, day, site, page)
  )`
  // Decision 29: no key, no query string, no fragment; purged after 90 days.
  yield* sql`CREATE TABLE audit_log (
    at BIGINT NOT NULL,
    key_label TEXT NOT NULL,
    url TEXT NOT NULL,
    audit_id TEXT NOT NULL,
    page_index INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('done', 'failed')),
    duration_ms BIGINT NOT NULL
  )`
  yield* sql`CREATE INDEX audit_log_at ON audit_log (at)`
})

/**
 * What start calls in progress hold of their key's limits while they fetch their targets (issue 21):
 * queue slots, quota units, units of the unreachable limit, and the pages of each site. A row lapses
 * at `expires_at`, so a process that died holding one frees its share then; limits read live rows only.
 */
const startReservations = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE start_reservations (
    id TEXT PRIMARY KEY NOT NULL,
    key_id TEXT NOT NULL REFERENCES api_keys (id),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    pages INTEGER NOT NULL CHECK (pages >= 1),
    units INTEGER NOT NULL CHECK (units >= 0),
    unreachable INTEGER NOT NULL CHECK (unreachable >= 1)
  )`
  yield* sql`CREATE INDEX start_reservations_key ON start_reservations (key_id, expires_at)`
  yield* sql`CREATE TABLE start_reservation_pages (
    reservation_id TEXT NOT NULL REFERENCES start_reservations (id) ON DELETE CASCADE,
    site TEXT NOT NULL,
    page TEXT NOT NULL,
    url TEXT NOT NULL,
    PRIMARY KEY (reservation_id, page)
  )`
})

/**
 * The operators of the admin panel (issue 25): only a slow hash of each credential; their sessions,
 * by a digest of the cookie's token, so every server process on the database shares them; and the
 * wrong sign-ins of the last while, per address and per operator, that refuse further tries; and
 * an index of audits by time for the panel's usage figures.
 */
const operators = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE operators (
    id TEXT PRIMARY KEY NOT NULL,
    label TEXT NOT NULL,
    credential_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    revoked_at BIGINT
  )`
  yield* sql`CREATE UNIQUE INDEX operators_active_label ON operators (label) WHERE revoked_at IS NULL`
  yield* sql`CREATE TABLE operator_sessions (
    token_digest TEXT PRIMARY KEY NOT NULL,
    operator_id TEXT NOT NULL REFERENCES operators (id),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
  )`
  yield* sql`CREATE INDEX operator_sessions_expiry ON operator_sessions (expires_at)`
  yield* sql`CREATE TABLE operator_sign_in_failures (
    subject TEXT NOT NULL,
    at BIGINT NOT NULL
  )`
  yield* sql`CREATE INDEX operator_sign_in_failures_subject ON operator_sign_in_failures (subject, at)`
  // The panel's usage of every key this hour and today reads the audits of the last day by time.
  yield* sql`CREATE INDEX audits_created ON audits (created_at)`
})

/**
 * Each process running workers says it is alive (issue 24): one row per process, its workers and
 * when it last said so; `/healthz` counts the workers of rows seen recently.
 */
const workerHeartbeats = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE worker_heartbeats (
    process TEXT PRIMARY KEY NOT NULL,
    workers INTEGER NOT NULL CHECK (workers >= 1),
    seen_at BIGINT NOT NULL
  )`
})

/**
 * Change counters shared by every process on a PostgreSQL database (issue 24), where nothing like
 * SQLite's `PRAGMA data_version` tells a process that another one committed: `state` moves in every
 * transaction that changes what a status record shows (the queue's), `polls` in every write of
 * status-poll charges, which are stamped with its value (`usage_events.poll_batch`). Each is bumped
 * under its row's lock, so batches commit in the order of their numbers: a process reads the charges
 * of other processes since the last number it saw, not every window again. SQLite needs neither.
 */
const changeCounters = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.onDialectOrElse({
    pg: () =>
      Effect.gen(function* () {
        yield* sql`CREATE TABLE change_counters (
          name TEXT PRIMARY KEY NOT NULL,
          value BIGINT NOT NULL
        )`
        yield* sql`INSERT INTO change_counters (name, value) VALUES ('state', 0), ('polls', 0)`
        yield* sql`ALTER TABLE usage_events ADD COLUMN poll_batch BIGINT`
        yield* sql`CREATE INDEX usage_events_poll_batch ON usage_events (poll_batch) WHERE poll_batch IS NOT NULL`
      }),
    orElse: () => Effect.void,
  })
})

/**
 * Operators' actions on the queue in the audit log (issue 35): a page cancelled or retried is a row
 * naming the operator and the action; rows of pages that finished by themselves have neither.
 */
const operatorActions = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE audit_log ADD COLUMN operator TEXT`
  yield* sql`ALTER TABLE audit_log ADD COLUMN action TEXT CHECK (action IN ('cancelled', 'retried'))`
})

/**
 * Whole-site crawls (issue 34): one row per crawl; its frontier, one row per normalised URL, inserted
 * once, leased, then done with the page's crawl facts and result (or failed, blocked by robots.txt,
 * skipped); one row per host with the next time a request may start (Crawl-delay, Retry-After) and
 * why the crawl gave the host up; and the host's request slots (the most requests in flight to it),
 * each held by one leased page until its lease ends, so every process on the database keeps the limit.
 */
const crawls = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE crawls (
    id TEXT PRIMARY KEY NOT NULL,
    start_url TEXT NOT NULL,
    options TEXT NOT NULL,
    host_concurrency INTEGER NOT NULL CHECK (host_concurrency >= 1),
    state TEXT NOT NULL CHECK (state IN ('running', 'done', 'stopped')),
    started_at BIGINT NOT NULL,
    ended_at BIGINT,
    end_reason TEXT
  )`
  yield* sql`CREATE INDEX crawls_start_url ON crawls (start_url, started_at)`
  yield* sql`CREATE TABLE crawl_pages (
    crawl_id TEXT NOT NULL REFERENCES crawls (id),
    url TEXT NOT NULL,
    host TEXT NOT NULL,
    depth INTEGER CHECK (depth >= 0),
    in_sitemap INTEGER NOT NULL DEFAULT 0,
    discovered_at BIGINT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('queued', 'leased', 'done', 'failed', 'blocked', 'skipped')),
    not_before BIGINT NOT NULL DEFAULT 0,
    attempts INTEGER NOT NULL DEFAULT 0,
    lease_owner TEXT,
    lease_expires_at BIGINT,
    finished_at BIGINT,
    page TEXT,
    result TEXT,
    error_code TEXT,
    error_message TEXT,
    PRIMARY KEY (crawl_id, url),
    CHECK ((status = 'leased') = (lease_owner IS NOT NULL))
  )`
  yield* sql`CREATE INDEX crawl_pages_frontier ON crawl_pages (crawl_id, host, status, depth, discovered_at)`
  yield* sql`CREATE TABLE crawl_hosts (
    crawl_id TEXT NOT NULL REFERENCES crawls (id),
    host TEXT NOT NULL,
    delay_ms INTEGER NOT NULL DEFAULT 0 CHECK (delay_ms >= 0),
    next_at BIGINT NOT NULL DEFAULT 0,
    failures INTEGER NOT NULL DEFAULT 0,
    given_up TEXT,
    PRIMARY KEY (crawl_id, host)
  )`
  yield* sql`CREATE TABLE crawl_host_slots (
    crawl_id TEXT NOT NULL,
    host TEXT NOT NULL,
    slot INTEGER NOT NULL CHECK (slot >= 0),
    url TEXT,
    lease_owner TEXT,
    lease_expires_at BIGINT,
    PRIMARY KEY (crawl_id, host, slot),
    FOREIGN KEY (crawl_id, host) REFERENCES crawl_hosts (crawl_id, host)
  )`
})

/**
 * What a crawl says beside its pages (issue 34): the notices it gave (a robots.txt read only in part, a
 * sitemap index that names itself, the URL pattern that kept a bounded crawl growing) and the URLs its
 * start origin's llms.txt lists with their answers, one row per key.
 */
const crawlNotes = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE crawl_notes (
    crawl_id TEXT NOT NULL REFERENCES crawls (id),
    key TEXT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (crawl_id, key)
  )`
})

/**
 * Crawls started through the HTTP API (issue 34): the audit a crawl belongs to (its pages are appended
 * to the audit's as the crawl finishes them), the key and site whose pages-per-site limit its page
 * budget was taken from, that budget, and the site judgement written once when it ends (the audit is
 * complete from then). A crawl of the CLI or the library has none of them.
 */
const auditCrawls = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE crawls ADD COLUMN audit_seq BIGINT`
  yield* sql`ALTER TABLE crawls ADD COLUMN key_id TEXT`
  yield* sql`ALTER TABLE crawls ADD COLUMN site TEXT`
  yield* sql`ALTER TABLE crawls ADD COLUMN page_budget INTEGER`
  yield* sql`ALTER TABLE crawls ADD COLUMN judgement TEXT`
  yield* sql`CREATE UNIQUE INDEX crawls_by_audit ON crawls (audit_seq)`
  yield* sql`CREATE INDEX crawls_by_key ON crawls (key_id, site, state)`
})

/**
 * The lease's order within a host (issue 34, bench:crawl): queued URLs by depth (none last), then
 * discovery, then URL, so a lease reads one index entry instead of sorting the host's whole queue
 * (10,000 queued URLs made each lease a scan and a sort).
 */
const crawlLeaseOrder = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE INDEX crawl_pages_lease ON crawl_pages (crawl_id, host, status, (depth IS NULL), depth, discovered_at, url)`
})

/** Every migration, by `<id>_<name>`; a new one is appended, never edited once released. */
export const migrations = {
  "1_initial": initial,
  "2_start_reservations": startReservations,
  "3_operators": operators,
  "4_worker_heartbeats": workerHeartbeats,
  "5_change_counters": changeCounters,
  "6_operator_actions": operatorActions,
  "7_crawls": crawls,
  "8_crawl_notes": crawlNotes,
  "9_audit_crawls": auditCrawls,
  "10_crawl_lease_order": crawlLeaseOrder,
} as const

/** The table that records which migrations ran. */
export const MIGRATIONS_TABLE = "svc_migrations"

/** The id of the newest migration this build knows. */
export const LATEST_MIGRATION = Math.max(...Object.keys(migrations).map((name) => Number.parseInt(name, 10)))

const migrator = Migrator.make({})({
  loader: Migrator.fromRecord(migrations),
  table: MIGRATIONS_TABLE,
})

/** The advisory lock processes migrating one PostgreSQL database take in turn ("svc" in ASCII). */
const MIGRATION_LOCK = 0x737663

/**
 * Holds PostgreSQL's session advisory lock on a connection of its own while `effect` runs: a second
 * process starting on a new database waits here, then finds it migrated. A process that dies holding
 * it loses its session, and with it the lock.
 */
const whileLocked = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* Effect.scoped(
      Effect.zipRight(
        Effect.acquireRelease(
          Effect.tap(sql.reserve, (connection) =>
            connection.executeRaw("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]),
          ),
          (connection) =>
            Effect.ignore(connection.executeRaw("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK])),
        ),
        effect,
      ),
    )
  })

/**
 * Runs the migrations not yet applied, in one transaction; answers the ids it ran. On SQLite the
 * transaction's write lock keeps two processes apart; on PostgreSQL an advisory lock does, from
 * before the migrations table is made.
 */
export const runMigrations = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  sql.onDialectOrElse({ pg: () => whileLocked(migrator), orElse: () => migrator }),
)

// The bounds and defaults of the server's settings. The commands' help prints them, so this file
// imports nothing: `svc-server serve --help` loads none of what checking the settings needs.

export const MAX_WORKERS = 64
export const DEFAULT_DATABASE_POOL = 10
export const MAX_DATABASE_POOL = 1_000
export const MAX_SHUTDOWN_GRACE_SECONDS = 3600
export const DEFAULT_LEASE_SECONDS = 60
export const MIN_LEASE_SECONDS = 3
export const MAX_LEASE_SECONDS = 600
/** Two runs (mobile, desktop) of at most 300 s leave a third of the 15-minute page limit for the rest. */
export const MIN_LIGHTHOUSE_BUDGET_SECONDS = 10
export const MAX_LIGHTHOUSE_BUDGET_SECONDS = 300
export const DEFAULT_LIGHTHOUSE_BUDGET_SECONDS = 60
export const MAX_AUDIT_THREADS = 64
export const MIN_AUDIT_MEMORY_MB = 128
export const MAX_AUDIT_MEMORY_MB = 16_384
export const DEFAULT_AUDIT_MEMORY_MB = 512
export const MIN_AUDIT_SECONDS = 1
/** The analysis is one step of a page's 15 minutes (decision 14). */
export const MAX_AUDIT_SECONDS = 600
export const DEFAULT_AUDIT_SECONDS = 120

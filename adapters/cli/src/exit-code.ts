import type { AuditedPages } from "./audited-pages"

/** The contract's exit codes: 0 no failing checks, 1 the call failed, 2 failing checks exist. */
export type ExitCode = 0 | 1 | 2

/**
 * 2 when a page has failing checks (`summary.failed`, each root cause counted once), 0 when none
 * has; 1 when a page could not be audited — a gate cannot pass on a page it never saw.
 */
export const exitCodeOf = (audited: AuditedPages): ExitCode => {
  if (audited.pages.some((page) => page.status === "failed")) return 1
  return audited.pages.some((page) => page.status === "done" && page.result.summary.failed > 0) ? 2 : 0
}

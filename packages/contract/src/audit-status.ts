import type { AuditStatus, PageStatus } from "./vocabulary"

const isFinished = (status: PageStatus): boolean => status === "done" || status === "failed"

/**
 * The audit status implied by its pages (decision 12): `queued` while no page has started,
 * `complete` once every page is `done` or `failed`, `running` in between.
 */
export const auditStatusOf = (pages: ReadonlyArray<{ readonly status: PageStatus }>): AuditStatus => {
  if (pages.every((page) => isFinished(page.status))) return "complete"
  if (pages.every((page) => page.status === "queued")) return "queued"
  return "running"
}

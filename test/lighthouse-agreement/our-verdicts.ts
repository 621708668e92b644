import type { Result } from "@svc/contract"
import { auditSnapshot, lighthouseAuditIds, type PageSnapshot, type Registry } from "@svc/core"

/** The rules the agreement covers: every registered rule whose id is a Lighthouse audit id and that has its own check. */
export const lighthouseIdRules = (registry: Registry): ReadonlyArray<string> =>
  registry.rules
    .filter((registered) => lighthouseAuditIds.has(registered.rule.id) && registered.rule.check !== undefined)
    .map((registered) => registered.rule.id)

/** What the user gets for a Lighthouse-id rule: failed (a `fail` finding listed) or not, and the finding's evidence. */
export interface OurVerdict {
  readonly failed: boolean
  readonly evidence: string
}

/**
 * The full audit of a snapshot with every registered pack — the result a user gets — and, for every
 * Lighthouse-id rule, whether it is a failing finding in it.
 */
export const ourVerdicts = (
  registry: Registry,
  snapshot: PageSnapshot,
): { readonly result: Result; readonly verdicts: Record<string, OurVerdict> } => {
  const result = auditSnapshot(snapshot, { registry })
  const verdicts: Record<string, OurVerdict> = {}
  for (const id of lighthouseIdRules(registry)) {
    const finding = result.findings.find((candidate) => candidate.id === id)
    verdicts[id] = { failed: finding?.status === "fail", evidence: finding?.evidence ?? "" }
  }
  return { result, verdicts }
}

/** The deciders of page conditions that fail in a result, sorted: the gates the page is under. */
export const gatesIn = (registry: Registry, result: Result): ReadonlyArray<string> =>
  result.findings
    .filter((finding) => finding.status === "fail" && registry.rule(finding.id)?.rule.decides !== undefined)
    .map((finding) => finding.id)
    .sort()

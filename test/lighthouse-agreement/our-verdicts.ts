import {
  evaluate,
  evaluateRule,
  extractFacts,
  lighthouseAuditIds,
  type OutcomeStatus,
  type PageSnapshot,
  type Registry,
} from "@svc/core"

/** The rules the agreement covers: every registered rule whose id is a Lighthouse audit id and that has its own check. */
export const lighthouseIdRules = (registry: Registry): ReadonlyArray<string> =>
  registry.rules
    .filter((registered) => lighthouseAuditIds.has(registered.rule.id) && registered.rule.check !== undefined)
    .map((registered) => registered.rule.id)

export interface OurVerdict {
  /** What the rule's own check decided. */
  readonly check: OutcomeStatus
  /** What the engine reports for the root cause (page conditions applied), and why it differs if it does. */
  readonly engine: OutcomeStatus
  readonly gatedBy: string | undefined
  readonly evidence: string
}

/** Our verdict on a snapshot for every Lighthouse-id rule: the check alone, and the engine's root cause. */
export const ourVerdicts = (registry: Registry, snapshot: PageSnapshot): Record<string, OurVerdict> => {
  const facts = extractFacts(snapshot, { keys: registry.requiredFacts })
  const { rootCauses } = evaluate({ registry, facts, locale: "en", querySource: "none" })
  const verdicts: Record<string, OurVerdict> = {}
  for (const id of lighthouseIdRules(registry)) {
    const registered = registry.rule(id)
    const root = rootCauses.find((candidate) => candidate.registered.rule.id === id)
    if (registered === undefined || root === undefined) continue
    const { outcome } = evaluateRule(registered.rule, facts)
    verdicts[id] = {
      check: outcome.status,
      engine: root.status,
      gatedBy: root.gatedBy,
      evidence:
        outcome.status === "fail" || outcome.status === "review"
          ? outcome.evidence
          : outcome.status === "pass"
            ? ""
            : outcome.reason,
    }
  }
  return verdicts
}

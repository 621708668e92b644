import type { Registry } from "../rules/registry"
import type { AnyRule } from "../rules/rule"
import type { Measurement } from "./measurement"

/** The rule that measured a static rule's condition in a browser, and the audit it measured it with. */
export interface Superseding {
  readonly ruleId: string
  readonly auditId: string
}

/**
 * For a rule's `measuredBy`, the first audit (by id) that was measured — any status but `unavailable` —
 * and that a registered rule claims; undefined when the rule's own check decides.
 */
export const supersedingOf = (
  registry: Registry,
  measurements: ReadonlyArray<Measurement>,
): ((rule: AnyRule) => Superseding | undefined) => {
  const measured = new Set(
    measurements
      .filter((measurement) => measurement.status !== "unavailable")
      .map((measurement) => measurement.auditId),
  )
  if (measured.size === 0) return () => undefined
  return (rule) => {
    if (rule.measuredBy === undefined || rule.measuredBy.length === 0) return undefined
    for (const auditId of [...(rule.measuredBy ?? [])].sort()) {
      const claiming = registry.ruleForMeasurement(auditId)
      if (claiming !== undefined && measured.has(auditId)) return { ruleId: claiming.rule.id, auditId }
    }
    return undefined
  }
}

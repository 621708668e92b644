import type { Locale, QuerySource, SourceLocation } from "@svc/contract"
import type { ExtractedFacts } from "../facts/extraction"
import type { OutcomeStatus } from "../rules/outcome"
import type { Registry } from "../rules/registry"
import { evaluateRule } from "./evaluate-rule"
import { supersedingOf } from "./measured-by"
import type { Measurement } from "./measurement"
import { pageGates } from "./page-gates"
import { mergeRootCause, type RootCause } from "./root-cause"

/** A root cause as judged by the engine: merged, demoted where needed, and checked against its causes. */
export interface JudgedRootCause extends RootCause {
  /** False for extras and for phrase rules measured against a suggested phrase: they never move a score. */
  readonly scored: boolean
  /** A cause of it is listed (fail or review): it is neither listed nor counted. */
  readonly hiddenBy: string | undefined
  /** A cause of it failed (or is itself excused): it is left out of the scores too. */
  readonly excusedBy: string | undefined
  /**
   * The failing rule that decided this page is not one this rule applies to (`appliesTo`). The gate
   * changes earning, never findings: a failing root cause stays `fail` (listed and counted); any other
   * is `notApplicable`. Either way its weight stays unearned in the scores.
   */
  readonly gatedBy: string | undefined
  /**
   * The rule whose browser measurement judged this rule's condition (`measuredBy`): the root cause is
   * then `notApplicable` and out of the scores, and that rule is the one finding.
   */
  readonly supersededBy: string | undefined
  /** The status before page gating: what the rule and its measurements reported. */
  readonly reportedStatus: OutcomeStatus
  /** Failing or review symptoms hidden under this root cause, for its evidence. */
  readonly symptoms: ReadonlyArray<RootCause>
  readonly location: SourceLocation | undefined
}

export interface EvaluationInput {
  readonly registry: Registry
  readonly facts: ExtractedFacts
  readonly locale: Locale
  readonly querySource: QuerySource
  /** External measurements; undefined when none were taken. */
  readonly measurements?: ReadonlyArray<Measurement> | undefined
  /** Lets the rule tester watch which facts a rule reads. */
  readonly exposeFacts?: (declared: Readonly<Record<string, unknown>>) => object
}

export interface Evaluation {
  /** Every registered rule's root cause, sorted by id. */
  readonly rootCauses: ReadonlyArray<JudgedRootCause>
  /** Every check that ran, before merging. */
  readonly checksEvaluated: number
}

const listedStatuses: ReadonlySet<OutcomeStatus> = new Set(["fail", "review"])
const NO_MEASUREMENTS: ReadonlyArray<Measurement> = []

/**
 * Evaluates every rule over its declared facts, maps measurements onto rules through `sameAs`, merges
 * each root cause (worst status wins), demotes phrase rules when the phrase was only suggested, makes
 * rules that do not apply to this page earn nothing (page conditions: their failures stay failures,
 * the rest is `notApplicable`), and marks symptoms whose cause is listed.
 */
export const evaluate = (input: EvaluationInput): Evaluation => {
  const { registry } = input
  const measurementsByRule = new Map<string, Measurement[]>()
  for (const measurement of [...(input.measurements ?? [])].sort(compareMeasurements)) {
    const registered = registry.ruleForMeasurement(measurement.auditId)
    if (registered === undefined) continue
    const list = measurementsByRule.get(registered.rule.id) ?? []
    list.push(measurement)
    measurementsByRule.set(registered.rule.id, list)
  }

  // Each root cause is built once, as one object literal: spreading these wide objects stage after
  // stage cost more than every rule's own check on a small page.
  const reported = registry.rules.map((registered) => {
    const run = evaluateRule(registered.rule, input.facts, input.exposeFacts)
    const root = mergeRootCause(
      registered,
      run,
      measurementsByRule.get(registered.rule.id) ?? NO_MEASUREMENTS,
      input.locale,
    )
    const demoted = registered.phrase && input.querySource !== "input"
    const status: OutcomeStatus = demoted && root.status === "fail" ? "review" : root.status
    return { registered, root, status, scored: !registered.rule.extra && !demoted }
  })
  const gateFor = pageGates(reported)
  const supersedingFor = supersedingOf(registry, input.measurements ?? [])
  const merged = reported.map((entry) => {
    const gate = gateFor(entry.registered.rule.appliesTo)
    // A page condition changes what a check earns, never what it finds: a failure is reported and
    // counted whatever the page is; anything else steps aside, its weight unearned.
    const silenced = gate !== undefined && entry.status !== "fail"
    const superseding = silenced ? undefined : supersedingFor(entry.registered.rule)
    const stepsAside = silenced || superseding !== undefined
    return {
      registered: entry.registered,
      root: entry.root,
      scored: entry.scored,
      reportedStatus: entry.status,
      status: stepsAside ? ("notApplicable" as const) : entry.status,
      gate,
      silenced,
      superseding,
      stepsAside,
    }
  })

  // Statuses by position in `registry.rules`: each rule's causes are looked up by position too.
  const statuses = merged.map((entry) => entry.status)
  const { positionOf, causes, causePositions, excusers, excuserPositions } = causeIndexOf(registry)
  // Excused when a cause fails, or is itself excused: a cause whose own status no longer counts must
  // not excuse or un-excuse its symptoms (the symptom graph is acyclic, so this terminates).
  const excused: Array<string | undefined | typeof NOT_YET> = merged.map(() => NOT_YET)
  const excusedBy = (position: number): string | undefined => {
    const known = excused[position]
    if (known !== NOT_YET) return known
    const ids = excusers[position] ?? []
    const positions = excuserPositions[position] ?? []
    let found: string | undefined
    for (let index = 0; index < ids.length && found === undefined; index++) {
      const cause = positions[index] as number
      if (cause >= 0 && (statuses[cause] === "fail" || excusedBy(cause) !== undefined)) found = ids[index]
    }
    excused[position] = found
    return found
  }
  const hiddenByOf = (position: number): string | undefined => {
    const positions = causePositions[position] ?? []
    for (let index = 0; index < positions.length; index++) {
      const cause = positions[index] as number
      if (cause >= 0 && listedStatuses.has(statuses[cause] ?? "pass")) return causes[position]?.[index]
    }
    return undefined
  }

  const symptomsOf: Array<RootCause[] | undefined> = []
  const hiddenBy = merged.map((_, position) => hiddenByOf(position))
  merged.forEach((entry, position) => {
    const cause = hiddenBy[position]
    if (cause === undefined || !listedStatuses.has(entry.status)) return
    const causePosition = positionOf.get(cause) as number
    let list = symptomsOf[causePosition]
    if (list === undefined) {
      list = []
      symptomsOf[causePosition] = list
    }
    list.push(entry.root)
  })

  return {
    rootCauses: merged.map((entry, index): JudgedRootCause => {
      const { registered, root, gate, silenced, superseding, stepsAside } = entry
      return {
        registered,
        status: entry.status,
        evidence: stepsAside ? [] : root.evidence,
        ownEvidence: stepsAside ? undefined : root.ownEvidence,
        location: stepsAside ? undefined : root.location,
        items: stepsAside ? [] : root.items,
        reason:
          silenced && gate !== undefined
            ? gate.reason
            : superseding !== undefined
              ? `Measured in a browser instead: Lighthouse's "${superseding.auditId}" audit, reported by ${superseding.ruleId}.`
              : root.reason,
        checks: root.checks,
        scored: entry.scored,
        hiddenBy: hiddenBy[index],
        excusedBy: excusedBy(index),
        gatedBy: gate?.decider,
        supersededBy: superseding?.ruleId,
        reportedStatus: entry.reportedStatus,
        symptoms: symptomsOf[index] ?? [],
      }
    }),
    checksEvaluated: merged.reduce((sum, entry) => sum + entry.root.checks, 0),
  }
}

/** Marks an entry not worked out yet. */
const NOT_YET = Symbol("not yet")

/**
 * Each rule's causes (`symptomOf`: they hide and excuse it) and excusers (its causes and the rules it
 * `presupposes`: they excuse it), sorted, and their positions in `registry.rules` (-1: not registered).
 */
interface CauseIndex {
  readonly positionOf: ReadonlyMap<string, number>
  readonly causes: ReadonlyArray<ReadonlyArray<string>>
  readonly causePositions: ReadonlyArray<ReadonlyArray<number>>
  readonly excusers: ReadonlyArray<ReadonlyArray<string>>
  readonly excuserPositions: ReadonlyArray<ReadonlyArray<number>>
}

/** Worked out once per registry. */
const causeIndexes = new WeakMap<Registry, CauseIndex>()
const causeIndexOf = (registry: Registry): CauseIndex => {
  let index = causeIndexes.get(registry)
  if (index === undefined) {
    const positionOf = new Map(registry.rules.map((registered, position) => [registered.rule.id, position]))
    const positionsOf = (ids: ReadonlyArray<string>) => ids.map((id) => positionOf.get(id) ?? -1)
    const causes = registry.rules.map((registered) => [...(registered.rule.symptomOf ?? [])].sort())
    const excusers = registry.rules.map(({ rule }) =>
      [...new Set([...(rule.symptomOf ?? []), ...(rule.presupposes ?? [])])].sort(),
    )
    index = {
      positionOf,
      causes,
      causePositions: causes.map(positionsOf),
      excusers,
      excuserPositions: excusers.map(positionsOf),
    }
    causeIndexes.set(registry, index)
  }
  return index
}

const compareMeasurements = (a: Measurement, b: Measurement): number =>
  compareText(a.auditId, b.auditId) ||
  compareText(a.source, b.source) ||
  compareText(a.status, b.status) ||
  compareText(a.error ?? "", b.error ?? "") ||
  compareText(JSON.stringify(a.items ?? []), JSON.stringify(b.items ?? []))

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

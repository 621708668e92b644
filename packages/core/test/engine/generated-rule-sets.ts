import { type Category, categories, type Level, levels, type ScorePart, scoreParts } from "@svc/contract"
import fc from "fast-check"
import type { Measurement } from "../../src/engine/measurement"
import type { Outcome, OutcomeStatus } from "../../src/rules/outcome"
import type { Pack } from "../../src/rules/pack"
import { conditionRank, type PageCondition } from "../../src/rules/page-condition"
import { buildRegistry, type Registry } from "../../src/rules/registry"
import { type AnyRule, defineRule, type RuleContext } from "../../src/rules/rule"

/** Generated rule sets for property tests of the engine: rules return predetermined outcomes. */
export interface RuleSpec {
  readonly id: string
  readonly pack: string
  readonly part: ScorePart
  readonly category: Category
  readonly level: Level
  readonly weight: number
  readonly extra: boolean
  readonly hasCheck: boolean
  readonly outcome: Outcome
  readonly sameAs: ReadonlyArray<string>
  readonly measuredBy: ReadonlyArray<string>
  readonly symptomOf: ReadonlyArray<string>
  readonly appliesTo: PageCondition | undefined
  readonly decides: PageCondition | undefined
}

export interface RuleSetCase {
  readonly rules: ReadonlyArray<RuleSpec>
  readonly measurements: ReadonlyArray<Measurement>
  readonly querySource: "input" | "suggested" | "none"
}

const packs = ["content", "geo", "seo", "technical"] as const
export const auditPool = ["audit-a", "audit-b", "audit-c", "audit-d", "audit-e", "audit-f"] as const
const statuses: ReadonlyArray<OutcomeStatus> = ["pass", "fail", "review", "notApplicable", "unavailable"]

const outcomeOf = (status: OutcomeStatus, index: number): Outcome =>
  status === "pass"
    ? { status }
    : status === "fail" || status === "review"
      ? { status, evidence: `evidence ${index}`, location: { line: index + 1, column: 1 } }
      : { status, reason: `reason ${index}` }

const rawRule = fc.record({
  // Biased towards one pack and part so that cause/symptom pairs (which must share both) are common.
  pack: fc.oneof(
    { weight: 3, arbitrary: fc.constant("seo" as const) },
    { weight: 2, arbitrary: fc.constantFrom(...packs) },
  ),
  part: fc.oneof(
    { weight: 3, arbitrary: fc.constant("google" as const) },
    { weight: 2, arbitrary: fc.constantFrom(...scoreParts) },
  ),
  category: fc.constantFrom(...categories),
  level: fc.constantFrom(...levels),
  weight: fc.integer({ min: 0, max: 5 }),
  extra: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  hasCheck: fc.oneof(
    { weight: 5, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  ),
  status: fc.constantFrom(...statuses),
  query: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  sameAs: fc.subarray([...auditPool], { maxLength: 2 }),
  measuredBy: fc.oneof(
    { weight: 4, arbitrary: fc.constant<ReadonlyArray<string>>([]) },
    { weight: 1, arbitrary: fc.subarray<string>([...auditPool], { maxLength: 2 }) },
  ),
  causes: fc.array(fc.nat(), { maxLength: 2 }),
  appliesTo: fc.constantFrom(undefined, undefined, "served" as const, "indexable" as const),
  decides: fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom("served" as const, "indexable" as const) },
  ),
})

/**
 * A valid rule set: sameAs ids claimed once, page conditions decided only by scored rules that do not
 * depend on them, causes picked among earlier rules that satisfy the registry's constraints.
 */
export const ruleSetCase: fc.Arbitrary<RuleSetCase> = fc
  .record({
    raw: fc.array(rawRule, { minLength: 1, maxLength: 24 }),
    measurements: fc.array(
      fc.record({
        source: fc.constantFrom("lighthouse/mobile", "lighthouse/desktop"),
        auditId: fc.constantFrom(...auditPool, "unmapped-audit"),
        status: fc.constantFrom(...statuses),
        evidence: fc.constantFrom("seen once", "seen twice"),
      }),
      { maxLength: 12 },
    ),
    querySource: fc.constantFrom("input" as const, "suggested" as const, "none" as const),
  })
  .map(({ raw, measurements, querySource }) => {
    const claimed = new Set<string>()
    const rules: RuleSpec[] = []
    raw.forEach((spec, index) => {
      const sameAs = spec.sameAs.filter((auditId) => !claimed.has(auditId))
      for (const auditId of sameAs) claimed.add(auditId)
      const hasCheck = spec.hasCheck || sameAs.length === 0
      const decides = spec.extra || spec.query ? undefined : spec.decides
      const appliesTo =
        decides !== undefined && conditionRank(spec.appliesTo) >= conditionRank(decides)
          ? undefined
          : spec.appliesTo
      const candidates = rules.filter(
        (cause) =>
          cause.pack === spec.pack &&
          cause.part === spec.part &&
          cause.extra === spec.extra &&
          cause.weight >= spec.weight &&
          (cause.hasCheck || !hasCheck) &&
          conditionRank(cause.appliesTo) <= conditionRank(appliesTo),
      )
      const symptomOf = [
        ...new Set(
          spec.causes.flatMap((pick) =>
            candidates.length > 0 ? [candidates[pick % candidates.length]?.id ?? ""] : [],
          ),
        ),
      ].filter((id) => id !== "")
      rules.push({
        id: `${spec.query ? "query-" : "rule-"}${index}`,
        pack: spec.pack,
        part: spec.part,
        category: spec.category,
        level: spec.level,
        weight: spec.weight,
        extra: spec.extra,
        hasCheck,
        outcome: outcomeOf(spec.status, index),
        sameAs,
        // Only a rule with its own check, deciding no page, can step aside for an audit it does not claim.
        measuredBy:
          hasCheck && decides === undefined
            ? spec.measuredBy.filter((auditId) => !(sameAs as ReadonlyArray<string>).includes(auditId))
            : [],
        symptomOf,
        appliesTo,
        decides,
      })
    })
    return { rules, measurements, querySource }
  })

/** A rule's check that comes to `outcome`: a failure or a review reports one item whose message is the evidence. */
const checkOf = (outcome: Outcome) =>
  outcome.status === "fail" || outcome.status === "review"
    ? {
        messages: { found: outcome.evidence },
        check: (_facts: object, { report, review }: RuleContext<{ found: string }>) => {
          report("found", { at: outcome.location })
          return outcome.status === "review" ? review() : undefined
        },
      }
    : { check: () => outcome }

export const toRule = (spec: RuleSpec): AnyRule =>
  defineRule({
    id: spec.id,
    part: spec.part,
    category: spec.category,
    level: spec.level,
    label: `Label of ${spec.id}`,
    fix: `Fix of ${spec.id}`,
    requires: [],
    ...(spec.sameAs.length > 0 ? { sameAs: spec.sameAs } : {}),
    ...(spec.symptomOf.length > 0 ? { symptomOf: spec.symptomOf } : {}),
    ...(spec.measuredBy.length > 0 ? { measuredBy: spec.measuredBy } : {}),
    ...(spec.extra ? { extra: true } : {}),
    ...(spec.id.startsWith("query-") ? { phrase: true } : {}),
    ...(spec.appliesTo ? { appliesTo: spec.appliesTo } : {}),
    ...(spec.decides ? { decides: spec.decides } : {}),
    ...(spec.hasCheck ? checkOf(spec.outcome) : {}),
  })

export const toPacks = (rules: ReadonlyArray<RuleSpec>): Pack[] =>
  packs.map((id) => {
    const own = rules.filter((rule) => rule.pack === id)
    return {
      id,
      rules: own.map(toRule),
      weights: Object.fromEntries(own.map((rule) => [rule.id, rule.weight])),
    }
  })

export const registryOf = (packList: ReadonlyArray<Pack>): Registry =>
  buildRegistry(packList, {
    knownFacts: new Set(),
    knownMeasurements: new Set([...auditPool, "unmapped-audit"]),
  })

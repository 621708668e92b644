import { categories, levels, type ScorePart, scoreParts } from "@svc/contract"
import type { FactKey } from "../facts/page-facts"
import { placeholdersOf } from "./messages"
import { DEFAULT_WEIGHT, type Pack, type RuleMessages } from "./pack"
import { conditionRank, pageConditionProblems } from "./page-condition"
import type { AnyRule } from "./rule"
import { RULE_ID } from "./rule-id"
import { type RegisteredSiteRule, registerSiteRules } from "./site-rules-registry"

/** A rule as registered: with its pack, the part it feeds, its weight and its translations. */
export interface RegisteredRule {
  readonly rule: AnyRule
  readonly pack: string
  /** The rule's own `part`, else its pack's. */
  readonly part: ScorePart
  /** It measures the search phrase (`phrase`). */
  readonly phrase: boolean
  /** 0 for a `reviewOnly` rule; else the pack's weight for it, or 1. */
  readonly weight: number
  readonly messages: Readonly<Partial<Record<"sk" | "es", RuleMessages>>>
}

/** The validated set of packs in use. Rules are sorted by id, so nothing depends on pack or rule order. */
export interface Registry {
  readonly packs: ReadonlyArray<string>
  readonly rules: ReadonlyArray<RegisteredRule>
  readonly rule: (id: string) => RegisteredRule | undefined
  /** The rule an external audit id (e.g. Lighthouse's `image-alt`) is merged into. */
  readonly ruleForMeasurement: (auditId: string) => RegisteredRule | undefined
  /** The union of every rule's `requires`, sorted. */
  readonly requiredFacts: ReadonlyArray<FactKey>
  /** The cross-page rules, sorted by id: a namespace of their own (a site rule may share a page rule's id). */
  readonly siteRules: ReadonlyArray<RegisteredSiteRule>
  readonly siteRule: (id: string) => RegisteredSiteRule | undefined
}

/** Thrown when packs do not form a valid registry; lists every problem at once. */
export class RegistryError extends Error {
  override readonly name = "RegistryError"
  constructor(readonly problems: ReadonlyArray<string>) {
    super(`Invalid rule registry:\n- ${problems.join("\n- ")}`)
  }
}

export interface RegistryOptions {
  /** The fact keys that have an extractor. */
  readonly knownFacts: ReadonlySet<string>
  /** External audit ids rules may name in `sameAs`. */
  readonly knownMeasurements: ReadonlySet<string>
}

/** The specification names the rules that measure the search phrase `query-…`. */
const PHRASE_RULE_PREFIX = "query-"

/**
 * Builds a registry from packs and checks it: unique ids, known facts and measurements, known causes,
 * an acyclic symptom graph, non-negative weights, valid page conditions, and the cause/symptom
 * constraints that keep scores monotone (a symptom shares its cause's pack, part and extra-ness,
 * weighs no more than it, and applies to no more pages than it).
 */
export const buildRegistry = (packs: ReadonlyArray<Pack>, options: RegistryOptions): Registry => {
  const problems: string[] = []
  const byId = new Map<string, RegisteredRule>()
  const packIds = new Set<string>()

  for (const pack of packs) {
    if (!RULE_ID.test(pack.id)) problems.push(`pack id "${pack.id}" is not kebab-case`)
    if (packIds.has(pack.id)) problems.push(`pack "${pack.id}" is registered twice`)
    packIds.add(pack.id)
    const ruleIds = new Set(pack.rules.map((rule) => rule.id))
    for (const [id, weight] of Object.entries(pack.weights ?? {})) {
      if (!ruleIds.has(id)) problems.push(`pack "${pack.id}" weighs unknown rule "${id}"`)
      if (!Number.isFinite(weight) || weight < 0)
        problems.push(`rule "${id}" has weight ${weight}; weights are ≥ 0`)
    }
    for (const [locale, texts] of Object.entries(pack.messages ?? {})) {
      if (locale !== "sk" && locale !== "es")
        problems.push(`pack "${pack.id}" has messages for unknown locale "${locale}"`)
      for (const [id, translated] of Object.entries(texts ?? {})) {
        const rule = [...pack.rules, ...(pack.siteRules ?? [])].find((candidate) => candidate.id === id)
        if (rule === undefined) problems.push(`pack "${pack.id}" translates unknown rule "${id}" (${locale})`)
        else problems.push(...translationProblems(rule, translated, locale))
      }
    }
    for (const rule of pack.rules) {
      problems.push(...ruleProblems(rule, pack, options))
      if (byId.has(rule.id)) {
        problems.push(
          `rule id "${rule.id}" is used twice (packs "${byId.get(rule.id)?.pack}" and "${pack.id}")`,
        )
        continue
      }
      byId.set(rule.id, {
        rule,
        pack: pack.id,
        part: (rule.part ?? pack.part) as ScorePart,
        phrase: rule.phrase === true,
        weight: rule.reviewOnly ? 0 : (pack.weights?.[rule.id] ?? DEFAULT_WEIGHT),
        messages: {
          ...(pack.messages?.sk?.[rule.id] ? { sk: pack.messages.sk[rule.id] } : {}),
          ...(pack.messages?.es?.[rule.id] ? { es: pack.messages.es[rule.id] } : {}),
        },
      })
    }
  }

  const byMeasurement = new Map<string, RegisteredRule>()
  for (const registered of byId.values()) {
    for (const auditId of registered.rule.sameAs ?? []) {
      const other = byMeasurement.get(auditId)
      if (other)
        problems.push(`measurement "${auditId}" is claimed by "${other.rule.id}" and "${registered.rule.id}"`)
      else byMeasurement.set(auditId, registered)
    }
    problems.push(...causeProblems(registered, byId))
  }
  problems.push(...symptomCycles(byId))
  const siteRules = registerSiteRules(packs)
  problems.push(...siteRules.problems)

  if (problems.length > 0) throw new RegistryError(problems)

  const rules = [...byId.values()].sort((a, b) => compareIds(a.rule.id, b.rule.id))
  const requiredFacts = [...new Set(rules.flatMap((registered) => registered.rule.requires))].sort()
  return {
    packs: [...packIds].sort(),
    rules,
    rule: (id) => byId.get(id),
    ruleForMeasurement: (auditId) => byMeasurement.get(auditId),
    requiredFacts,
    siteRules: siteRules.rules,
    siteRule: (id) => siteRules.byId.get(id),
  }
}

const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

const ruleProblems = (rule: AnyRule, pack: Pack, options: RegistryOptions): string[] => {
  const problems: string[] = []
  const name = `rule "${rule.id}"`
  if (typeof rule.id !== "string" || !RULE_ID.test(rule.id)) problems.push(`${name}: id is not kebab-case`)
  const part = rule.part ?? pack.part
  if (part === undefined) problems.push(`${name}: names no part, and its pack "${pack.id}" none either`)
  else if (!scoreParts.includes(part)) problems.push(`${name}: unknown part "${part}"`)
  if (rule.part !== undefined && rule.part === pack.part)
    problems.push(`${name}: names part "${part}", as its pack does: the pack says it once`)
  if (Boolean(rule.phrase) !== rule.id.startsWith(PHRASE_RULE_PREFIX))
    problems.push(
      rule.phrase
        ? `${name}: measures the phrase, so its id starts with "${PHRASE_RULE_PREFIX}"`
        : `${name}: its id starts with "${PHRASE_RULE_PREFIX}", so it says it measures the phrase (phrase: true)`,
    )
  if (rule.reviewOnly && pack.weights?.[rule.id] !== undefined)
    problems.push(`${name}: is review-only, so it weighs nothing; pack "${pack.id}" must not weigh it`)
  if (!categories.includes(rule.category)) problems.push(`${name}: unknown category "${rule.category}"`)
  if (!levels.includes(rule.level)) problems.push(`${name}: unknown level "${rule.level}"`)
  if (typeof rule.label !== "string" || rule.label.trim() === "") problems.push(`${name}: empty label`)
  if (typeof rule.fix !== "string" || rule.fix.trim() === "") problems.push(`${name}: empty fix`)
  for (const key of rule.requires ?? []) {
    if (!options.knownFacts.has(key)) problems.push(`${name}: requires "${key}", which no extractor produces`)
  }
  for (const auditId of rule.sameAs ?? []) {
    if (!options.knownMeasurements.has(auditId))
      problems.push(`${name}: sameAs names unknown audit "${auditId}"`)
  }
  for (const auditId of rule.measuredBy ?? []) {
    if (!options.knownMeasurements.has(auditId))
      problems.push(`${name}: measuredBy names unknown audit "${auditId}"`)
    if ((rule.sameAs ?? []).includes(auditId))
      problems.push(`${name}: claims "${auditId}" in sameAs and steps aside for it in measuredBy`)
  }
  if ((rule.measuredBy ?? []).length > 0 && rule.check === undefined)
    problems.push(`${name}: measuredBy needs a check of its own to step aside from`)
  if ((rule.measuredBy ?? []).length > 0 && rule.decides !== undefined)
    problems.push(`${name}: a rule that decides a page condition cannot step aside for a measurement`)
  if (rule.check === undefined && (rule.sameAs ?? []).length === 0) {
    problems.push(`${name}: has neither a check nor a sameAs measurement`)
  }
  if (rule.check !== undefined && typeof rule.check !== "function")
    problems.push(`${name}: check is not a function`)
  for (const [messageId, template] of Object.entries(rule.messages ?? {})) {
    if (typeof template !== "string" || template.trim() === "")
      problems.push(`${name}: message "${messageId}" is empty`)
  }
  problems.push(...pageConditionProblems(rule))
  if (
    rule.siteCap !== undefined &&
    !(Number.isInteger(rule.siteCap) && rule.siteCap >= 0 && rule.siteCap <= 100)
  ) {
    problems.push(`${name}: siteCap must be an integer 0–100`)
  }
  return problems
}

/** A translation's templates must be the rule's own messages, with the same placeholders. */
export const translationProblems = (
  rule: Pick<AnyRule, "id" | "messages">,
  translated: RuleMessages,
  locale: string,
): string[] => {
  const problems: string[] = []
  for (const [messageId, template] of Object.entries(translated.messages ?? {})) {
    const english = rule.messages?.[messageId]
    if (english === undefined) {
      problems.push(`rule "${rule.id}": ${locale} translates unknown message "${messageId}"`)
      continue
    }
    const wanted = [...placeholdersOf(english)].sort().join(", ")
    const found = [...placeholdersOf(template)].sort().join(", ")
    if (wanted !== found)
      problems.push(
        `rule "${rule.id}": the ${locale} message "${messageId}" has placeholders {${found}}, the English one {${wanted}}`,
      )
  }
  return problems
}

const causeProblems = (symptom: RegisteredRule, byId: ReadonlyMap<string, RegisteredRule>): string[] => [
  ...relationProblems(symptom, "symptomOf", byId),
  ...relationProblems(symptom, "presupposes", byId),
]

/** The causes a rule names (`symptomOf`) or presupposes must exist in its pack and part, and gate no wider. */
const relationProblems = (
  symptom: RegisteredRule,
  field: "symptomOf" | "presupposes",
  byId: ReadonlyMap<string, RegisteredRule>,
): string[] => {
  const problems: string[] = []
  const name = `rule "${symptom.rule.id}"`
  for (const causeId of symptom.rule[field] ?? []) {
    const cause = byId.get(causeId)
    if (cause === undefined) {
      problems.push(`${name}: ${field} names unknown rule "${causeId}"`)
      continue
    }
    if (causeId === symptom.rule.id) continue // reported as a cycle
    if (cause.pack !== symptom.pack) problems.push(`${name}: its cause "${causeId}" is in another pack`)
    if (cause.part !== symptom.part) problems.push(`${name}: its cause "${causeId}" feeds another part`)
    if (Boolean(cause.rule.extra) !== Boolean(symptom.rule.extra))
      problems.push(`${name}: it and its cause "${causeId}" must both be extras or neither`)
    // A presupposed rule only takes this one's points away; a cause also takes its place in the list.
    if (field === "symptomOf" && cause.weight < symptom.weight)
      problems.push(`${name}: weighs more than its cause "${causeId}"`)
    if (symptom.rule.check !== undefined && cause.rule.check === undefined)
      problems.push(`${name}: an HTML rule cannot be a symptom of the measurement-only rule "${causeId}"`)
    if (conditionRank(symptom.rule.appliesTo) < conditionRank(cause.rule.appliesTo))
      problems.push(
        `${name}: its cause "${causeId}" applies only to ${cause.rule.appliesTo} pages, so it must too (appliesTo: "${cause.rule.appliesTo}")`,
      )
  }
  return problems
}

/** Finds cycles in the symptom graph iteratively (colouring depth-first search with an explicit stack). */
const symptomCycles = (byId: ReadonlyMap<string, RegisteredRule>): string[] => {
  const state = new Map<string, "open" | "done">()
  const problems: string[] = []
  for (const start of [...byId.keys()].sort()) {
    if (state.has(start)) continue
    const stack: Array<{ id: string; next: number }> = [{ id: start, next: 0 }]
    state.set(start, "open")
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as { id: string; next: number }
      const rule = byId.get(frame.id)?.rule
      const causes = [...(rule?.symptomOf ?? []), ...(rule?.presupposes ?? [])]
      if (frame.next >= causes.length) {
        state.set(frame.id, "done")
        stack.pop()
        continue
      }
      const cause = causes[frame.next++] as string
      if (!byId.has(cause)) continue
      const seen = state.get(cause)
      if (seen === "open") {
        const path = stack.map((entry) => entry.id)
        problems.push(`symptom cycle: ${[...path.slice(path.indexOf(cause)), cause].join(" → ")}`)
      } else if (seen === undefined) {
        state.set(cause, "open")
        stack.push({ id: cause, next: 0 })
      }
    }
  }
  return problems
}

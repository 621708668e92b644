import type { Category, Level, Locale, ScorePart } from "@svc/contract"
import type { FactKey, PageFacts } from "../facts/page-facts"
import type { Outcome, OutcomeBuilders } from "./outcome"
import type { PageCondition } from "./page-condition"

/** What a rule's `check` gets besides its facts. */
export interface RuleContext extends OutcomeBuilders {
  readonly locale: Locale
}

/** The facts a rule declared, and only those. */
export type FactsOf<K extends FactKey> = { readonly [P in K]: PageFacts[P] }

interface RuleMetadata<K extends FactKey> {
  /** Stable id, kebab-case, equal to the file name; a Lighthouse audit id where it tests the same thing. */
  readonly id: string
  /** The score part this rule feeds. */
  readonly part: ScorePart
  readonly category: Category
  readonly level: Level
  /** English, describing the good state ("The page has …"). */
  readonly label: string
  /** English, imperative and specific. */
  readonly fix: string
  /** The facts `check` reads; the engine hands it only these, never to be changed. */
  readonly requires: ReadonlyArray<K>
  /** External audit ids (e.g. Lighthouse) that test the same root cause; merged into this rule. */
  readonly sameAs?: ReadonlyArray<string>
  /**
   * External audits (Lighthouse ids) that measure this rule's condition in a real browser, claimed by a
   * rule of another pack through its `sameAs`. When one of them was measured (any status but
   * `unavailable`) and a registered rule claims it, this rule steps aside (`notApplicable`): the
   * measuring rule is the one finding, and nothing is counted twice. Without the measurement this
   * rule's own check decides.
   */
  readonly measuredBy?: ReadonlyArray<string>
  /** Ids of rules whose failure explains this one: while any of them fails, this one is not listed. */
  readonly symptomOf?: ReadonlyArray<string>
  /**
   * Ids of rules that demand what this rule judges (the H1 whose length it measures, the date whose
   * age it weighs): while any of them fails, this rule earns nothing whatever it reported, so a missing
   * thing never scores better than a flawed one. Unlike a symptom it stays listed.
   */
  readonly presupposes?: ReadonlyArray<string>
  /** An optional technical improvement: counted in `extras`, never scored. */
  readonly extra?: boolean
  /** When this fails on a page, the site score of the audit is capped at this value. */
  readonly siteCap?: number
  /**
   * The pages this rule matters for: `served` (an HTML page that answered without an error status)
   * or `indexable` (served, and search engines may index it). On any other page it is
   * `notApplicable`, and the failing rule that `decides` the condition is the root cause. Absent: it
   * matters on every page (site-level checks such as robots.txt).
   */
  readonly appliesTo?: PageCondition
  /** When this rule fails, the page is not `served` (or not `indexable`): the rules that apply only to such pages step aside. */
  readonly decides?: PageCondition
}

/**
 * A rule: metadata plus a pure, synchronous `check`. A rule without `check` is decided only by the
 * measurements named in `sameAs` (e.g. a Lighthouse metric) and is `unavailable` when none arrived.
 */
export interface Rule<K extends FactKey = FactKey> extends RuleMetadata<K> {
  readonly check?: (facts: FactsOf<K>, context: RuleContext) => Outcome
}

/** The type-erased rule the registry and engine handle. */
export interface AnyRule extends RuleMetadata<FactKey> {
  /** Typed `never` so every rule's own `check` fits; the engine hands each rule exactly the facts it declared. */
  readonly check?: (facts: never, context: RuleContext) => Outcome
}

/** Declares a rule; the fact types of `check` follow from `requires`. */
export const defineRule = <const K extends FactKey>(rule: Rule<K>): AnyRule => rule

import type { Category, Level, ScorePart, SourceLocation } from "@svc/contract"
import type { FactKey, PageFacts } from "../facts/page-facts"
import type { MessageData, MessageTemplates, PlaceholderNames } from "./messages"
import type { Verdict, VerdictBuilders } from "./outcome"
import type { PageCondition } from "./page-condition"

/** Where and about what a reported item is, with the data its message's template names. */
export type ReportOptions<Template extends string> = {
  readonly at?: SourceLocation | null | undefined
  readonly subject?: string | null | undefined
  readonly url?: string | null | undefined
} & ([PlaceholderNames<Template>] extends [never]
  ? { readonly data?: MessageData<Template> }
  : { readonly data: MessageData<Template> })

/** Reports one item under one of the rule's messages; the check may report any number. */
export type Report<M extends MessageTemplates> = <Id extends keyof M & string>(
  messageId: Id,
  ...options: [PlaceholderNames<M[Id]>] extends [never]
    ? [options?: ReportOptions<M[Id]>]
    : [options: ReportOptions<M[Id]>]
) => void

/** What a rule's `check` gets besides its facts. */
export interface RuleContext<M extends MessageTemplates = MessageTemplates> extends VerdictBuilders {
  /**
   * Reports an item. A check that reports and returns nothing fails with the items (a `reviewOnly`
   * rule's ask for review); one that returns `review()` (no evidence) lists them for review; returning
   * another outcome after reporting is an error.
   */
  readonly report: Report<M>
}

/** The facts a rule declared, and only those. */
export type FactsOf<K extends FactKey> = { readonly [P in K]: PageFacts[P] }

interface RuleMetadata<
  K extends FactKey,
  M extends MessageTemplates = MessageTemplates,
  Id extends string = string,
> {
  /** Stable id, kebab-case, equal to the file name; a Lighthouse audit id where it tests the same thing. */
  readonly id: Id
  /** The score part this rule feeds, where it is not its pack's `part`. */
  readonly part?: ScorePart
  readonly category: Category
  readonly level: Level
  /** English, describing the good state ("The page has …"). */
  readonly label: string
  /** English, imperative and specific. */
  readonly fix: string
  /**
   * What the rule reports, by message id: English templates with `{placeholders}` (translated in the
   * pack's messages modules). A rule with messages reports items through `report`.
   */
  readonly messages?: M
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
  /**
   * The rule measures the search phrase (its id starts with `query-`, as the specification names
   * them): without a phrase the caller supplied, its failures are asked for review and it weighs nothing.
   */
  readonly phrase?: boolean
  /**
   * A heuristic that can only ask for review, never fail: what it reports is listed for review, it
   * weighs nothing (a pass must not earn points either), and a `fail` it returns is an error.
   */
  readonly reviewOnly?: boolean
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
export interface Rule<
  K extends FactKey = FactKey,
  M extends MessageTemplates = MessageTemplates,
  Id extends string = string,
> extends RuleMetadata<K, M, Id> {
  /** Returns a verdict, or nothing when the items it reported (or none: a pass) say it all. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a check that only reports returns nothing.
  readonly check?: (facts: FactsOf<K>, context: RuleContext<M>) => Verdict | void
}

/** The type-erased rule the registry and engine handle. */
export interface AnyRule extends RuleMetadata<FactKey> {
  /** Typed `never` so every rule's own `check` fits; the engine hands each rule exactly the facts it declared. */
  // biome-ignore lint/suspicious/noConfusingVoidType: see `Rule`.
  readonly check?: (facts: never, context: never) => Verdict | void
}

/**
 * A declared rule: type-erased for the engine, but keeping its id and messages in its type, so a
 * pack's catalogues can be typed from its rules (see `PackTranslations`).
 */
export interface DefinedRule<Id extends string = string, M extends MessageTemplates = MessageTemplates>
  extends AnyRule {
  readonly id: Id
  readonly messages?: M
}

/**
 * Declares a rule; the fact types of `check` follow from `requires`, and `report`'s message ids and
 * their data from `messages`.
 */
export const defineRule = <
  const Id extends string,
  const K extends FactKey,
  const M extends MessageTemplates = Record<never, string>,
>(
  rule: Rule<K, M, Id>,
): DefinedRule<Id, M> => rule as AnyRule as DefinedRule<Id, M>

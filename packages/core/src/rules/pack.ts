import type { ScorePart } from "@svc/contract"
import type { AnySiteRule } from "../site/site-rule"
import type { AnyRule } from "./rule"

/** Translations of a rule's label, fix and message templates; a missing text falls back to English. */
export interface RuleMessages {
  readonly label?: string
  readonly fix?: string
  /** Message id → template, with the same placeholders as the rule's English one. */
  readonly messages?: Readonly<Record<string, string>>
}

/** A check pack: a plain value, like an ESLint plugin. */
export interface Pack {
  readonly id: string
  /** The score part the pack's rules feed; a rule names its own `part` only where it differs. */
  readonly part?: ScorePart
  readonly rules: ReadonlyArray<AnyRule>
  /** Cross-page rules, judged over a crawled site (`evaluateSite`), never over one page. */
  readonly siteRules?: ReadonlyArray<AnySiteRule>
  /**
   * Scoring weight per rule id; every rule not listed weighs 1, every `reviewOnly` rule 0 (never listed).
   * One table per pack, so the policy reads in one place.
   */
  readonly weights?: Readonly<Record<string, number>>
  /** Translations by locale (`sk`, `es`), then by rule id (page and site rules alike). */
  readonly messages?: Readonly<Partial<Record<"sk" | "es", Readonly<Record<string, RuleMessages>>>>>
}

/** Declares a pack. */
export const definePack = (pack: Pack): Pack => pack

/** The weight of a rule that its pack does not list. */
export const DEFAULT_WEIGHT = 1

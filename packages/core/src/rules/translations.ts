import type { AnySiteRule, DefinedSiteRule } from "../site/site-rule"
import type { PlaceholderNames } from "./messages"
import type { AnyRule, DefinedRule } from "./rule"

/** The English templates of a declared rule, by message id; none for a rule typed only as `AnyRule`. */
type TemplatesOf<R> =
  R extends DefinedRule<string, infer M>
    ? M
    : R extends DefinedSiteRule<string, infer M>
      ? M
      : Record<never, string>

type UnionToIntersection<U> = (U extends unknown ? (each: U) => void : never) extends (all: infer I) => void
  ? I
  : never

/**
 * A translation of `Template`: any text that writes each of its `{placeholders}` (in any order).
 * Placeholders the English lacks are left to the pack's meta-test, which compares the two sets.
 */
export type TranslatedTemplate<Template extends string> = [PlaceholderNames<Template>] extends [never]
  ? string
  : UnionToIntersection<
      PlaceholderNames<Template> extends infer Name extends string ? `${string}{${Name}}${string}` : never
    >

/**
 * One rule's translation: label and fix, and a template for every message id of the rule — no more,
 * no fewer, each with the placeholders of the English. A rule without messages (decided by
 * measurements alone) has none to translate.
 */
export type RuleTranslation<R> = { readonly label: string; readonly fix: string } & ([
  keyof TemplatesOf<R>,
] extends [never]
  ? { readonly messages?: never }
  : {
      readonly messages: {
        readonly [Id in keyof TemplatesOf<R> & string]: TranslatedTemplate<TemplatesOf<R>[Id] & string>
      }
    })

/**
 * The exact shape of a pack's catalogue in one locale, derived from its rules: every rule id, with a
 * translation of every message. Used as `export const sk = { … } satisfies PackTranslations<typeof
 * rules>`, a missing rule, a missing message id, an unknown rule or message id, and a translation
 * without one of the English placeholders fail to compile. (A placeholder the English lacks is caught
 * by the pack's meta-test, `checkPackMessages`.)
 */
export type PackTranslations<Rules extends ReadonlyArray<AnyRule | AnySiteRule>> = {
  readonly [R in Rules[number] as R["id"]]: RuleTranslation<R>
}

import type { AnyRule, DefinedRule } from "./rule"

/** The message ids a declared rule reports under; none for a rule typed only as `AnyRule`. */
type MessageIdsOf<R> = R extends DefinedRule<string, infer M> ? keyof M & string : never

/**
 * One rule's translation: label and fix, and a template for every message id of the rule — no more,
 * no fewer. A rule without messages (decided by measurements alone) has none to translate.
 */
export type RuleTranslation<R> = { readonly label: string; readonly fix: string } & ([
  MessageIdsOf<R>,
] extends [never]
  ? { readonly messages?: never }
  : { readonly messages: { readonly [Id in MessageIdsOf<R>]: string } })

/**
 * The exact shape of a pack's catalogue in one locale, derived from its rules: every rule id, with a
 * translation of every message. Used as `export const sk = { … } satisfies PackTranslations<typeof
 * rules>`, a missing rule, a missing message id, and an unknown rule or message id fail to compile.
 * (Placeholders are checked by the pack's meta-test, `checkPackMessages`.)
 */
export type PackTranslations<Rules extends ReadonlyArray<AnyRule>> = {
  readonly [R in Rules[number] as R["id"]]: RuleTranslation<R>
}

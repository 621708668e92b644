import type { Category, Level } from "@svc/contract"
import type { MessageData, MessageTemplates, PlaceholderNames, PlaceholderValue } from "../rules/messages"
import type { SiteView } from "./site-view"

/**
 * Where a site item is and what it names: `url` the page it is about (for a link, the linking page),
 * `line` the link's line in that page, `related` every other URL involved (the link's target, the
 * pages sharing a title, the hops of a chain), and the data its message's template names.
 */
export type SiteReportOptions<Template extends string> = {
  readonly url: string
  readonly line?: number | null | undefined
  readonly related?: ReadonlyArray<string> | undefined
} & ([PlaceholderNames<Template>] extends [never]
  ? { readonly data?: MessageData<Template> }
  : { readonly data: MessageData<Template> })

/** Reports one item under one of the site rule's messages; a check may report any number. */
export type SiteReport<M extends MessageTemplates> = <Id extends keyof M & string>(
  messageId: Id,
  options: SiteReportOptions<M[Id]>,
) => void

/** What a site rule's `check` gets besides the site. */
export interface SiteRuleContext<M extends MessageTemplates = MessageTemplates> {
  /** Reports an item: a check that reported fails with its items (a `reviewOnly` rule asks for review). */
  readonly report: SiteReport<M>
  /** Says the rule cannot judge this site (no hreflang anywhere, no llms.txt): returned, not a failure. */
  readonly notApplicable: (reason: string) => SiteNotApplicable
}

/** The outcome a site check returns when it does not apply; otherwise it returns nothing. */
export interface SiteNotApplicable {
  readonly status: "notApplicable"
  readonly reason: string
}

/** One item a site rule reported. */
export interface SiteReportedItem {
  readonly messageId: string
  readonly data: Readonly<Record<string, PlaceholderValue>>
  readonly url: string
  readonly line: number | null
  readonly related: ReadonlyArray<string>
}

interface SiteRuleMetadata<M extends MessageTemplates, Id extends string> {
  /** Stable id, kebab-case, equal to the file name; unique among site rules (page rules are another namespace). */
  readonly id: Id
  readonly category: Category
  readonly level: Level
  /** English, describing the good state ("Every page has a title of its own"). */
  readonly label: string
  /** English, imperative and specific. */
  readonly fix: string
  /** What the rule reports, by message id: English templates with `{placeholders}`. */
  readonly messages: M
  /** When this fails, the site score is capped at this value (as a page rule's `siteCap`). */
  readonly siteCap?: number
  /** A heuristic that only lists for review: its items never cap the site score. */
  readonly reviewOnly?: boolean
}

/** A cross-page rule: metadata plus a pure, synchronous check over the whole crawled site. */
export interface SiteRule<M extends MessageTemplates = MessageTemplates, Id extends string = string>
  extends SiteRuleMetadata<M, Id> {
  // biome-ignore lint/suspicious/noConfusingVoidType: a check that only reports returns nothing.
  readonly check: (site: SiteView, context: SiteRuleContext<M>) => SiteNotApplicable | void
}

/** The type-erased site rule the registry and the site engine handle. */
export interface AnySiteRule extends SiteRuleMetadata<MessageTemplates, string> {
  readonly kind: "site"
  // biome-ignore lint/suspicious/noConfusingVoidType: see `SiteRule`.
  readonly check: (site: SiteView, context: never) => SiteNotApplicable | void
}

/** A declared site rule: type-erased for the engine, its id and messages kept in its type for the catalogues. */
export interface DefinedSiteRule<Id extends string = string, M extends MessageTemplates = MessageTemplates>
  extends AnySiteRule {
  readonly id: Id
  readonly messages: M
}

/** Declares a site rule; `report`'s message ids and their data follow from `messages`. */
export const defineSiteRule = <const Id extends string, const M extends MessageTemplates>(
  rule: SiteRule<M, Id>,
): DefinedSiteRule<Id, M> => ({ ...rule, kind: "site" }) as AnySiteRule as DefinedSiteRule<Id, M>

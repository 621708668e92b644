import { categories, levels } from "@svc/contract"
import type { AnySiteRule } from "../site/site-rule"
import type { Pack, RuleMessages } from "./pack"
import { RULE_ID } from "./rule-id"

/** A site rule as registered: with its pack and its translations. */
export interface RegisteredSiteRule {
  readonly rule: AnySiteRule
  readonly pack: string
  readonly messages: Readonly<Partial<Record<"sk" | "es", RuleMessages>>>
}

/**
 * The site rules of the packs, sorted by id, and what is wrong with them: ids kebab-case and unique
 * among site rules and within their pack (its catalogues are keyed by id), known category and level,
 * label, fix and messages present, a check, a `siteCap` of 0–100.
 */
export const registerSiteRules = (
  packs: ReadonlyArray<Pack>,
): {
  readonly rules: ReadonlyArray<RegisteredSiteRule>
  readonly byId: ReadonlyMap<string, RegisteredSiteRule>
  readonly problems: ReadonlyArray<string>
} => {
  const problems: string[] = []
  const byId = new Map<string, RegisteredSiteRule>()
  for (const pack of packs) {
    const pageIds = new Set(pack.rules.map((rule) => rule.id))
    for (const rule of pack.siteRules ?? []) {
      const name = `site rule "${rule.id}"`
      problems.push(...siteRuleProblems(rule))
      if (pageIds.has(rule.id)) problems.push(`${name}: pack "${pack.id}" has a page rule of that id too`)
      const other = byId.get(rule.id)
      if (other !== undefined) {
        problems.push(`${name} is used twice (packs "${other.pack}" and "${pack.id}")`)
        continue
      }
      byId.set(rule.id, {
        rule,
        pack: pack.id,
        messages: {
          ...(pack.messages?.sk?.[rule.id] ? { sk: pack.messages.sk[rule.id] } : {}),
          ...(pack.messages?.es?.[rule.id] ? { es: pack.messages.es[rule.id] } : {}),
        },
      })
    }
  }
  const rules = [...byId.values()].sort((a, b) =>
    a.rule.id < b.rule.id ? -1 : a.rule.id > b.rule.id ? 1 : 0,
  )
  return { rules, byId, problems }
}

const siteRuleProblems = (rule: AnySiteRule): string[] => {
  const problems: string[] = []
  const name = `site rule "${rule.id}"`
  if (typeof rule.id !== "string" || !RULE_ID.test(rule.id)) problems.push(`${name}: id is not kebab-case`)
  if (!categories.includes(rule.category)) problems.push(`${name}: unknown category "${rule.category}"`)
  if (!levels.includes(rule.level)) problems.push(`${name}: unknown level "${rule.level}"`)
  if (typeof rule.label !== "string" || rule.label.trim() === "") problems.push(`${name}: empty label`)
  if (typeof rule.fix !== "string" || rule.fix.trim() === "") problems.push(`${name}: empty fix`)
  if (typeof rule.check !== "function") problems.push(`${name}: check is not a function`)
  const messages = Object.entries(rule.messages ?? {})
  if (messages.length === 0) problems.push(`${name}: declares no messages`)
  for (const [messageId, template] of messages)
    if (typeof template !== "string" || template.trim() === "")
      problems.push(`${name}: message "${messageId}" is empty`)
  if (
    rule.siteCap !== undefined &&
    !(Number.isInteger(rule.siteCap) && rule.siteCap >= 0 && rule.siteCap <= 100)
  )
    problems.push(`${name}: siteCap must be an integer 0–100`)
  if (rule.siteCap !== undefined && rule.reviewOnly)
    problems.push(`${name}: a review-only rule cannot cap the site score`)
  return problems
}

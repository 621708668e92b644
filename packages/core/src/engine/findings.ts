import type { Finding, FindingItem, Level, Locale } from "@svc/contract"
import { message } from "../i18n/catalog"
import { measuredMessage } from "../i18n/measurement-messages"
import { formatMessage } from "../rules/messages"
import type { RegisteredRule } from "../rules/registry"
import { capEchoed, ECHO_LIMITS } from "./echo-limits"
import type { JudgedRootCause } from "./evaluate"
import { summarizeItems } from "./item-summary"
import { type CauseItem, isSourcedItem, type RootCause } from "./root-cause"
import { saysNothingNew } from "./says-nothing-new"

const levelRank: Record<Level, number> = { high: 0, medium: 1, low: 2 }

/** The label and fix of a rule in a locale; English where no translation exists. */
export const ruleTexts = (registered: RegisteredRule, locale: Locale): { label: string; fix: string } => {
  const translated = locale === "en" ? undefined : registered.messages[locale]
  return { label: translated?.label ?? registered.rule.label, fix: translated?.fix ?? registered.rule.fix }
}

/**
 * An item's message in a locale: a measured item's from the measurement catalogue; a reported item's
 * from the translated template where the pack has one, else the English.
 */
export const itemMessage = (registered: RegisteredRule, item: CauseItem, locale: Locale): string => {
  if (isSourcedItem(item)) return measuredMessage(item.messageId, item.data, item.source, locale)
  const translated = locale === "en" ? undefined : registered.messages[locale]?.messages?.[item.messageId]
  return formatMessage(translated ?? registered.rule.messages?.[item.messageId] ?? "", item.data, locale)
}

const findingItem = (registered: RegisteredRule, item: CauseItem, locale: Locale): FindingItem => ({
  message: capEchoed(itemMessage(registered, item, locale), ECHO_LIMITS.itemMessage),
  ...(item.subject !== undefined ? { subject: capEchoed(item.subject, ECHO_LIMITS.itemMessage) } : {}),
  ...("location" in item && item.location !== undefined ? { location: item.location } : {}),
  ...(item.url !== undefined ? { url: capEchoed(item.url, ECHO_LIMITS.itemUrl) } : {}),
})

/**
 * The listed findings: failing and review root causes that no listed cause explains, worst first
 * (fail before review, then high > medium > low, then heavier rule, then id — decision 23).
 * Extras are listed as `review` with `extra: true`: they are suggestions, never failures.
 */
export const listFindings = (rootCauses: ReadonlyArray<JudgedRootCause>, locale: Locale): Finding[] =>
  rootCauses
    .filter((root) => root.hiddenBy === undefined && (root.status === "fail" || root.status === "review"))
    .map((root) => toFinding(root, locale))
    .sort(
      (a, b) =>
        statusRank(a) - statusRank(b) ||
        levelRank[a.finding.level] - levelRank[b.finding.level] ||
        b.weight - a.weight ||
        (a.finding.id < b.finding.id ? -1 : a.finding.id > b.finding.id ? 1 : 0),
    )
    .map((entry) => entry.finding)

const statusRank = (entry: { finding: Finding }): number => (entry.finding.status === "fail" ? 0 : 1)

const toFinding = (root: JudgedRootCause, locale: Locale): { finding: Finding; weight: number } => {
  const { rule } = root.registered
  const { label, fix } = ruleTexts(root.registered, locale)
  const written = writtenEvidence(root, locale)
  const symptomNotes = root.symptoms.map((symptom) => {
    const evidence = writtenEvidence(symptom, locale).join(" ")
    const repeats = saysNothingNew(evidence, written.join(" "))
    return formatMessage(
      message(locale, repeats ? "symptom.bare" : "symptom.explained"),
      { id: symptom.registered.rule.id, evidence },
      locale,
    )
  })
  const { items } = root
  const evidence = capEchoed(
    joinedUpTo([...written, ...symptomNotes], ECHO_LIMITS.evidence),
    ECHO_LIMITS.evidence,
  )
  const finding: Finding = {
    id: rule.id,
    label,
    status: rule.extra ? "review" : (root.status as "fail" | "review"),
    level: rule.level,
    category: rule.category,
    evidence,
    fix,
    ...(rule.extra ? { extra: true as const } : {}),
    ...(root.location ? { location: root.location } : {}),
    ...(items.length > 0
      ? {
          items: items.slice(0, ECHO_LIMITS.items).map((item) => findingItem(root.registered, item, locale)),
          itemCount: items.length,
        }
      : {}),
  }
  return { finding, weight: root.registered.weight }
}

/**
 * A root cause's evidence in a locale: its items (the rule's and its measurements') written in the
 * locale and summed up; a rule's own sentence (a rule not yet written with messages) as it came.
 */
const writtenEvidence = (root: RootCause, locale: Locale): string[] => [
  ...(root.ownEvidence === undefined ? [] : [root.ownEvidence]),
  ...(root.items.length === 0
    ? []
    : [summarizeItems(root.items, (item) => itemMessage(root.registered, item, locale), locale)]),
]

/** The parts joined by spaces, up to the first part that takes the text past `limit` (the rest would be cut anyway). */
const joinedUpTo = (parts: ReadonlyArray<string>, limit: number): string => {
  let text = parts[0] ?? ""
  for (let index = 1; index < parts.length && text.length <= limit; index++) text += ` ${parts[index]}`
  return text
}

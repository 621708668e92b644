import {
  type AnyRule,
  auditSnapshot,
  createRegistry,
  evaluate,
  extractFacts,
  isUnavailable,
  type Pack,
  type PageSnapshot,
  type Registry,
} from "@svc/core"
import { expect } from "vitest"

const registries = new WeakMap<ReadonlyArray<Pack>, Registry>()

/** The registry of `packs`, built once per list of packs. */
export const registryOf = (packs: ReadonlyArray<Pack>): Registry => {
  let registry = registries.get(packs)
  if (registry === undefined) {
    registry = createRegistry(packs)
    registries.set(packs, registry)
  }
  return registry
}

/** What keeps a case's finding out of the full audit, if anything: the listed cause, or the failing gate. */
const whatHides = (
  registry: Registry,
  rule: AnyRule,
  snapshot: PageSnapshot,
  query: string | undefined,
): string | undefined => {
  const facts = extractFacts(snapshot, {
    keys: registry.requiredFacts,
    ...(query === undefined ? {} : { query }),
  })
  const phrase = facts.query
  const querySource = phrase === undefined || isUnavailable(phrase) ? "none" : phrase.source
  const root = evaluate({ registry, facts, locale: "en", querySource }).rootCauses.find(
    (candidate) => candidate.registered.rule.id === rule.id,
  )
  return root?.hiddenBy ?? root?.gatedBy ?? root?.supersededBy
}

/**
 * A fail or review case audited the way a user's page is: every pack, every rule, the page gates and
 * the root causes. The rule's finding must be in the result — or the case names (`hiddenBy`) the cause
 * or gate that keeps it out, and that rule is then listed as a failure or review in its place.
 */
export const expectInFullAudit = (
  packs: ReadonlyArray<Pack>,
  rule: AnyRule,
  snapshot: PageSnapshot,
  query: string | undefined,
  hiddenBy: string | undefined,
): void => {
  const registry = registryOf(packs)
  expect(
    registry.rule(rule.id),
    `"${rule.id}" is not registered in the packs of the full audit: give them to the RuleTester (packs)`,
  ).toBeDefined()
  const result = auditSnapshot(snapshot, { registry, ...(query === undefined ? {} : { query }) })
  const finding = result.findings.find((candidate) => candidate.id === rule.id)
  if (hiddenBy === undefined) {
    expect(
      finding === undefined
        ? `no finding: ${whatHides(registry, rule, snapshot, query) ?? "nothing"} hides it`
        : "listed",
      `"${rule.id}" is a finding of the full audit with every pack (or the case names what hides it: hiddenBy)`,
    ).toBe("listed")
    return
  }
  expect(finding, `"${rule.id}" is hidden in the full audit by ${hiddenBy}`).toBeUndefined()
  expect(whatHides(registry, rule, snapshot, query), "what hides the finding").toBe(hiddenBy)
  expect(
    result.findings.some((candidate) => candidate.id === hiddenBy),
    `${hiddenBy}, which hides it, is listed`,
  ).toBe(true)
}

import { describe, expect, it } from "vitest"
import { definePack } from "../../src/rules/pack"
import { buildRegistry, RegistryError } from "../../src/rules/registry"
import { type AnyRule, defineRule } from "../../src/rules/rule"

const rule = (id: string, extra: { [K in keyof AnyRule]?: AnyRule[K] | undefined } = {}): AnyRule =>
  ({
    ...defineRule({
      id,
      part: "google",
      category: "on-page",
      level: "medium",
      label: `The page passes ${id}`,
      fix: `Fix ${id}.`,
      requires: ["head"],
      check: (_facts, { pass }) => pass(),
    }),
    ...extra,
  }) as AnyRule

const options = {
  knownFacts: new Set(["head", "links"]),
  knownMeasurements: new Set(["image-alt", "document-title"]),
}

const problemsOf = (build: () => unknown): ReadonlyArray<string> => {
  try {
    build()
  } catch (error) {
    if (error instanceof RegistryError) return error.problems
    throw error
  }
  return []
}

describe("buildRegistry", () => {
  it("sorts rules by id and knows their pack, weight and measurements", () => {
    const registry = buildRegistry(
      [
        definePack({
          id: "seo",
          rules: [rule("zeta"), rule("alpha", { sameAs: ["image-alt"] })],
          weights: { zeta: 3 },
        }),
        definePack({ id: "geo", rules: [rule("mid", { requires: ["links"] })] }),
      ],
      options,
    )
    expect(registry.rules.map((entry) => entry.rule.id)).toEqual(["alpha", "mid", "zeta"])
    expect(registry.rule("zeta")).toMatchObject({ pack: "seo", weight: 3 })
    expect(registry.rule("alpha")?.weight).toBe(1)
    expect(registry.ruleForMeasurement("image-alt")?.rule.id).toBe("alpha")
    expect(registry.ruleForMeasurement("document-title")).toBeUndefined()
    expect(registry.requiredFacts).toEqual(["head", "links"])
    expect(registry.packs).toEqual(["geo", "seo"])
  })

  it("reports every problem at once", () => {
    const problems = problemsOf(() =>
      buildRegistry(
        [
          definePack({
            id: "seo",
            rules: [
              rule("dup"),
              rule("dup"),
              rule("Bad_Id"),
              rule("needs-unknown-fact", { requires: ["nope" as "head"] }),
              rule("unknown-audit", { sameAs: ["no-such-audit"] }),
              rule("unknown-cause", { symptomOf: ["ghost"] }),
              rule("weird", {
                part: "nowhere" as "google",
                level: "urgent" as "high",
                category: "misc" as "geo",
              }),
              rule("empty-texts", { label: " ", fix: "" }),
            ],
            weights: { dup: -1, ghost: 2 },
            messages: { sk: { ghost: { label: "Duch" } } },
          }),
        ],
        options,
      ),
    )
    expect(problems).toEqual(
      expect.arrayContaining([
        'rule id "dup" is used twice (packs "seo" and "seo")',
        'rule "Bad_Id": id is not kebab-case',
        'rule "needs-unknown-fact": requires "nope", which no extractor produces',
        'rule "unknown-audit": sameAs names unknown audit "no-such-audit"',
        'rule "unknown-cause": symptomOf names unknown rule "ghost"',
        'rule "weird": unknown part "nowhere"',
        'rule "weird": unknown category "misc"',
        'rule "weird": unknown level "urgent"',
        'rule "empty-texts": empty label',
        'rule "empty-texts": empty fix',
        'rule "dup" has weight -1; weights are ≥ 0',
        'pack "seo" weighs unknown rule "ghost"',
        'pack "seo" translates unknown rule "ghost" (sk)',
      ]),
    )
  })

  it("refuses a symptom cycle, however long", () => {
    const problems = problemsOf(() =>
      buildRegistry(
        [
          definePack({
            id: "seo",
            rules: [
              rule("a", { symptomOf: ["b"] }),
              rule("b", { symptomOf: ["c"] }),
              rule("c", { symptomOf: ["a"] }),
            ],
          }),
        ],
        options,
      ),
    )
    expect(problems).toContain("symptom cycle: a → b → c → a")
  })

  it("keeps cause and symptom comparable, so fixing a cause can never lower a score", () => {
    const problems = problemsOf(() =>
      buildRegistry(
        [
          definePack({
            id: "seo",
            rules: [
              rule("cause"),
              rule("measured", { sameAs: ["image-alt"], check: undefined }),
              rule("other-part", { part: "ai", symptomOf: ["cause"] }),
              rule("heavier", { symptomOf: ["cause"] }),
              rule("extra-symptom", { extra: true, symptomOf: ["cause"] }),
              rule("html-under-measured", { symptomOf: ["measured"] }),
            ],
            weights: { heavier: 2 },
          }),
          definePack({ id: "geo", rules: [rule("other-pack", { symptomOf: ["cause"] })] }),
        ],
        options,
      ),
    )
    expect(problems).toEqual(
      expect.arrayContaining([
        'rule "other-part": its cause "cause" feeds another part',
        'rule "heavier": weighs more than its cause "cause"',
        'rule "extra-symptom": it and its cause "cause" must both be extras or neither',
        'rule "html-under-measured": an HTML rule cannot be a symptom of the measurement-only rule "measured"',
        'rule "other-pack": its cause "cause" is in another pack',
      ]),
    )
  })

  it("checks page conditions: known values, no rule silencing itself, symptoms as narrow as their causes", () => {
    const problems = problemsOf(() =>
      buildRegistry(
        [
          definePack({
            id: "seo",
            rules: [
              rule("status", { decides: "served" }),
              rule("noindex", { decides: "indexable", appliesTo: "served" }),
              rule("self-silencing", { decides: "indexable", appliesTo: "indexable" }),
              rule("gated-decider", { decides: "served", appliesTo: "served" }),
              rule("extra-decider", { decides: "served", extra: true }),
              rule("query-decider", { decides: "indexable", phrase: true }),
              rule("odd", { appliesTo: "rendered" as never }),
              rule("description", { appliesTo: "indexable" }),
              rule("description-length", { appliesTo: "served", symptomOf: ["description"] }),
              rule("description-words", { appliesTo: "indexable", symptomOf: ["description"] }),
            ],
          }),
        ],
        options,
      ),
    )
    expect(problems).toEqual([
      'rule "self-silencing": it decides "indexable", so it cannot apply only to such pages',
      'rule "gated-decider": it decides "served", so it cannot apply only to such pages',
      'rule "extra-decider": an extra or a phrase rule cannot decide a page condition',
      'rule "query-decider": an extra or a phrase rule cannot decide a page condition',
      'rule "odd": appliesTo names unknown page condition "rendered"',
      'rule "description-length": its cause "description" applies only to indexable pages, so it must too (appliesTo: "indexable")',
    ])
  })

  it("refuses a measurement claimed twice and a rule with nothing to decide it", () => {
    const problems = problemsOf(() =>
      buildRegistry(
        [
          definePack({
            id: "seo",
            rules: [
              rule("one", { sameAs: ["image-alt"] }),
              rule("two", { sameAs: ["image-alt"] }),
              rule("idle", { check: undefined }),
            ],
          }),
        ],
        options,
      ),
    )
    expect(problems).toEqual(
      expect.arrayContaining([
        'measurement "image-alt" is claimed by "one" and "two"',
        'rule "idle": has neither a check nor a sameAs measurement',
      ]),
    )
  })

  it("accepts measuredBy only for known audits, on rules with a check of their own that decide no page", () => {
    const valid = () =>
      buildRegistry(
        [
          definePack({ id: "seo", rules: [rule("static-twin", { measuredBy: ["image-alt"] })] }),
          definePack({
            id: "experience",
            rules: [rule("measured", { check: undefined, sameAs: ["image-alt"] })],
          }),
        ],
        options,
      )
    expect(problemsOf(valid)).toEqual([])
    // Without the pack that claims the audit the static rule simply keeps deciding: still valid.
    expect(
      problemsOf(() =>
        buildRegistry(
          [definePack({ id: "seo", rules: [rule("static-twin", { measuredBy: ["image-alt"] })] })],
          options,
        ),
      ),
    ).toEqual([])
    const problems = problemsOf(() =>
      buildRegistry(
        [
          definePack({
            id: "seo",
            rules: [
              rule("unknown", { measuredBy: ["no-such-audit"] }),
              rule("both", { sameAs: ["image-alt"], measuredBy: ["image-alt"] }),
              rule("no-check", { check: undefined, sameAs: ["document-title"], measuredBy: ["image-alt"] }),
              rule("decider", { decides: "served", measuredBy: ["image-alt"] }),
            ],
          }),
        ],
        options,
      ),
    )
    expect(problems).toEqual(
      expect.arrayContaining([
        'rule "unknown": measuredBy names unknown audit "no-such-audit"',
        'rule "both": claims "image-alt" in sameAs and steps aside for it in measuredBy',
        'rule "no-check": measuredBy needs a check of its own to step aside from',
        'rule "decider": a rule that decides a page condition cannot step aside for a measurement',
      ]),
    )
  })
})

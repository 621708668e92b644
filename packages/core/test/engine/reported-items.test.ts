import { describe, expect, it } from "vitest"
import { evaluate } from "../../src/engine/evaluate"
import { evaluateRule } from "../../src/engine/evaluate-rule"
import { listFindings } from "../../src/engine/findings"
import { formatMessage, placeholdersOf, shortened } from "../../src/rules/messages"
import { definePack } from "../../src/rules/pack"
import { buildRegistry } from "../../src/rules/registry"
import { type AnyRule, defineRule } from "../../src/rules/rule"

const images = defineRule({
  id: "images-named",
  part: "google",
  category: "accessibility",
  level: "medium",
  label: "Every image is named",
  fix: "Name every image.",
  requires: [],
  messages: {
    unnamed: "The image {src} has no name.",
    tooMany: "The page shows {count} images.",
    plain: "Something is off.",
  },
  check: (_facts, { report }) => {
    for (let index = 1; index <= 5; index++)
      report("unnamed", {
        at: { line: index, column: 3 },
        subject: `${index}.png`,
        data: { src: `${index}.png` },
      })
    report("tooMany", { data: { count: 12_345 } })
    report("plain")
  },
})

const registryOf = (rule: AnyRule = images, translations = {}) =>
  buildRegistry([definePack({ id: "pack", rules: [rule], messages: translations })], {
    knownFacts: new Set(),
    knownMeasurements: new Set(),
  })

const slovak = {
  sk: {
    "images-named": {
      messages: {
        unnamed: "Obrázok {src} nemá názov.",
        tooMany: "Stránka zobrazuje {count} obrázkov.",
        plain: "Niečo nie je v poriadku.",
      },
    },
  },
}

describe("a rule that reports items", () => {
  it("fails with every item, its English summary and the first item's place", () => {
    const { outcome } = evaluateRule(images, {})
    expect(outcome.status).toBe("fail")
    if (outcome.status !== "fail") return
    expect(outcome.items).toHaveLength(7)
    expect(outcome.location).toEqual({ line: 1, column: 3 })
    expect(outcome.evidence).toBe(
      "The image 1.png has no name. The image 2.png has no name. The image 3.png has no name. 4 more like these (7 in all).",
    )
  })

  it("lists a finding whose evidence and items are written in the audit's locale", () => {
    const registry = registryOf(images, slovak)
    const evaluation = evaluate({ registry, facts: {}, locale: "sk", querySource: "none", measurements: [] })
    const [finding] = listFindings(evaluation.rootCauses, "sk")
    expect(finding?.evidence).toBe(
      "Obrázok 1.png nemá názov. Obrázok 2.png nemá názov. Obrázok 3.png nemá názov. Ďalšie podobné: 4 (spolu 7).",
    )
    expect(finding?.itemCount).toBe(7)
    expect(finding?.items?.[0]).toEqual({
      message: "Obrázok 1.png nemá názov.",
      subject: "1.png",
      location: { line: 1, column: 3 },
    })
    // Numbers of five digits and more are grouped as the locale writes them (a no-break space in Slovak).
    expect(finding?.items?.[5]?.message).toBe("Stránka zobrazuje 12\u00a0345 obrázkov.")
    expect(finding?.items?.[6]).toEqual({ message: "Niečo nie je v poriadku." })
  })

  it("lists at most 100 items and says how many there were", () => {
    const many = defineRule({
      ...images,
      id: "many",
      messages: { one: "Item {n}." },
      check: (_facts, { report }) => {
        for (let n = 0; n < 250; n++) report("one", { data: { n } })
      },
    })
    const evaluation = evaluate({
      registry: registryOf(many),
      facts: {},
      locale: "en",
      querySource: "none",
      measurements: [],
    })
    const [finding] = listFindings(evaluation.rootCauses, "en")
    expect(finding?.items).toHaveLength(100)
    expect(finding?.itemCount).toBe(250)
  })

  it("passes when it reports nothing and returns nothing; lists its items for review when it returns review()", () => {
    const quiet = defineRule({ ...images, id: "quiet", check: () => {} })
    expect(evaluateRule(quiet, {}).outcome).toEqual({ status: "pass" })
    const reviewing = defineRule({
      ...images,
      check: (_facts, { report, review }) => {
        report("plain")
        return review()
      },
    })
    expect(evaluateRule(reviewing, {}).outcome).toMatchObject({
      status: "review",
      evidence: "Something is off.",
      items: [{ messageId: "plain", data: {} }],
    })
  })

  it("is unavailable, not wrong, when it reports an unknown message or reports and then returns an outcome of its own", () => {
    const unknown = {
      ...images,
      check: (_facts: never, context: { report: (id: string) => void }) => context.report("nope"),
    }
    expect(evaluateRule(unknown, {}).outcome).toEqual({
      status: "unavailable",
      reason: 'the rule reported an unknown message "nope"',
    })
    const contradicting = defineRule({
      ...images,
      check: (_facts, { report, pass }) => {
        report("plain")
        return pass()
      },
    })
    expect(evaluateRule(contradicting, {}).outcome.status).toBe("unavailable")
  })

  it("cannot report after its check returned", () => {
    let later: (() => void) | undefined
    const leaking = defineRule({
      ...images,
      check: (_facts, { report }) => {
        later = () => report("plain")
      },
    })
    evaluateRule(leaking, {})
    expect(() => later?.()).toThrow(/after its check returned/)
  })
})

describe("translations of messages", () => {
  it("are refused by the registry when a placeholder differs or the message is unknown", () => {
    expect(() =>
      registryOf(images, {
        sk: { "images-named": { messages: { unnamed: "Obrázok {source} nemá názov." } } },
      }),
    ).toThrow(/the sk message "unnamed" has placeholders \{source\}, the English one \{src\}/)
    expect(() => registryOf(images, { es: { "images-named": { messages: { other: "Otro." } } } })).toThrow(
      /es translates unknown message "other"/,
    )
  })
})

describe("message templates", () => {
  it("name their placeholders once each and fill them, leaving one without data visible", () => {
    expect(placeholdersOf("{a} and {b} and {a}")).toEqual(["a", "b"])
    expect(formatMessage("{year}: {count} of {total}", { year: 2024, count: 12_000 }, "en")).toBe(
      "2024: 12,000 of {total}",
    )
    expect(formatMessage("{n}", { n: 12_000 }, "es")).toBe("12.000")
  })

  it("type report's message ids and data from the rule's messages", () => {
    defineRule({
      ...images,
      messages: { unnamed: "The image {src} has no name.", plain: "Something is off." },
      check: (_facts, { report }) => {
        // @ts-expect-error: not a message of this rule
        report("unknown")
        // @ts-expect-error: the template names {src}
        report("unnamed", { data: {} })
        // @ts-expect-error: the template names {src}, not {source}
        report("unnamed", { data: { source: "a.png" } })
        // @ts-expect-error: data is required where the template has placeholders
        report("unnamed")
        report("plain")
      },
    })
  })
})

describe("a value a message quotes", () => {
  it("has its white space collapsed and is cut at a code point with an ellipsis", () => {
    expect(shortened("  Rye\n\tbread  ")).toBe("Rye bread")
    expect(shortened("a".repeat(80))).toBe("a".repeat(80))
    expect(shortened("a".repeat(81))).toBe(`${"a".repeat(79)}…`)
    expect(shortened(`${"b".repeat(8)}😀😀`, 9)).toBe(`${"b".repeat(8)}…`)
    expect(shortened("😀".repeat(5), 4)).toBe("😀😀😀…")
  })
})

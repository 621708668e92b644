import { describe, expect, it } from "vitest"
import { evaluateRule } from "../../src/engine/evaluate-rule"
import { definePack } from "../../src/rules/pack"
import { buildRegistry } from "../../src/rules/registry"
import { type AnyRule, defineRule } from "../../src/rules/rule"

const heuristic = defineRule({
  id: "long-title",
  category: "technical",
  level: "low",
  reviewOnly: true,
  label: "The title fits the results page",
  fix: "Shorten the title.",
  requires: [],
  messages: { long: "The title has {count} characters." },
  check: (_facts, { report }) => report("long", { data: { count: 71 } }),
})

const plainFields = {
  category: "technical",
  level: "high",
  label: "The page has a title",
  fix: "Add a title.",
  requires: [],
} as const
const plain = defineRule({ ...plainFields, id: "has-title", check: (_facts, { pass }) => pass() })

const registryOf = (rules: ReadonlyArray<AnyRule>, weights?: Readonly<Record<string, number>>) =>
  buildRegistry([definePack({ id: "pack", part: "google", rules, ...(weights ? { weights } : {}) })], {
    knownFacts: new Set(),
    knownMeasurements: new Set(),
  })

describe("what a rule declares once", () => {
  it("feeds its pack's part unless it names its own", () => {
    const own = defineRule({
      ...plainFields,
      id: "own-part",
      part: "content",
      check: (_facts, { pass }) => pass(),
    })
    const registry = registryOf([plain, own])
    expect(registry.rule("has-title")?.part).toBe("google")
    expect(registry.rule("own-part")?.part).toBe("content")
    expect(() =>
      buildRegistry([definePack({ id: "partless", rules: [plain] })], {
        knownFacts: new Set(),
        knownMeasurements: new Set(),
      }),
    ).toThrow(/names no part, and its pack "partless" none either/)
  })

  it("weighs nothing when it is review-only, and a pack may not weigh it", () => {
    expect(registryOf([heuristic, plain]).rule("long-title")?.weight).toBe(0)
    expect(registryOf([heuristic, plain]).rule("has-title")?.weight).toBe(1)
    expect(() => registryOf([heuristic], { "long-title": 1 })).toThrow(/is review-only, so it weighs nothing/)
  })

  it("is refused when it repeats its pack's part, or its phrase field and its id disagree", () => {
    const repeating = defineRule({
      ...plainFields,
      id: "repeats",
      part: "google",
      check: (_facts, { pass }) => pass(),
    })
    expect(() => registryOf([repeating])).toThrow(/names part "google", as its pack does/)
    const unmarked = defineRule({ ...plainFields, id: "query-in-h1", check: (_facts, { pass }) => pass() })
    expect(() => registryOf([unmarked])).toThrow(
      /its id starts with "query-", so it says it measures the phrase/,
    )
    const misnamed = defineRule({
      ...plainFields,
      id: "phrase-in-h1",
      phrase: true,
      check: (_facts, { pass }) => pass(),
    })
    expect(() => registryOf([misnamed])).toThrow(/measures the phrase, so its id starts with "query-"/)
  })

  it("measures the phrase when it says so", () => {
    const phraseRule = defineRule({
      ...plainFields,
      id: "query-in-title",
      phrase: true,
      check: (_facts, { pass }) => pass(),
    })
    expect(registryOf([phraseRule, plain]).rule("query-in-title")?.phrase).toBe(true)
    expect(registryOf([phraseRule, plain]).rule("has-title")?.phrase).toBe(false)
  })
})

describe("a review-only rule", () => {
  it("asks for review with what it reports, never fails", () => {
    expect(evaluateRule(heuristic, {}).outcome).toMatchObject({
      status: "review",
      evidence: "The title has 71 characters.",
      items: [{ messageId: "long", data: { count: 71 } }],
    })
  })
})

describe("a rule that gives a verdict in a sentence of its own", () => {
  it("is unavailable, not failing nor in review: rules speak only through their messages", () => {
    for (const ownWords of [
      { status: "fail", evidence: "Too long." },
      { status: "review", evidence: "Maybe too long." },
    ]) {
      const speaking = defineRule({ ...plainFields, id: "own-words", check: () => ownWords as never })
      expect(evaluateRule(speaking, {}).outcome).toEqual({
        status: "unavailable",
        reason: "the rule gave a verdict in a sentence of its own instead of reporting through its messages",
      })
    }
  })
})

describe("a rule that asks for review", () => {
  it("is unavailable when it reported nothing to review", () => {
    const empty = defineRule({ ...plainFields, id: "empty-review", check: (_facts, { review }) => review() })
    expect(evaluateRule(empty, {}).outcome).toEqual({
      status: "unavailable",
      reason: "the rule asked for review and reported nothing to review",
    })
  })
})

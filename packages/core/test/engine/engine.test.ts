import type { SourceLocation } from "@svc/contract"
import { describe, expect, it } from "vitest"
import { evaluate } from "../../src/engine/evaluate"
import { listFindings } from "../../src/engine/findings"
import type { Measurement } from "../../src/engine/measurement"
import { computeScore } from "../../src/engine/scoring"
import { summarize } from "../../src/engine/summarize"
import type { ExtractedFacts } from "../../src/facts/extraction"
import { Unavailable } from "../../src/facts/unavailable"
import type { Verdict } from "../../src/rules/outcome"
import { definePack, type Pack } from "../../src/rules/pack"
import { buildRegistry } from "../../src/rules/registry"
import { type AnyRule, defineRule, type RuleContext } from "../../src/rules/rule"

/** What a test rule's check does: reports one item in the words of its one message (failing, or for review), or returns a verdict. */
type Behaviour =
  | { readonly reports: "fail" | "review"; readonly message: string; readonly at?: SourceLocation }
  | Verdict

/** Fails with one item whose message is `message`. */
const fail = (message: string, at?: SourceLocation): Behaviour => ({
  reports: "fail",
  message,
  ...(at ? { at } : {}),
})
/** Asks for review of one item whose message is `message`. */
const review = (message: string): Behaviour => ({ reports: "review", message })
const pass: Verdict = { status: "pass" }

const checkOf = (behaviour: Behaviour) =>
  "reports" in behaviour
    ? {
        messages: { found: behaviour.message },
        check: (_facts: object, context: RuleContext<{ found: string }>) => {
          context.report("found", { at: behaviour.at })
          return behaviour.reports === "review" ? context.review() : undefined
        },
      }
    : { check: () => behaviour }

const rule = (
  id: string,
  behaviour: Behaviour | (() => Verdict),
  extra: { [K in keyof AnyRule]?: AnyRule[K] | undefined } = {},
): AnyRule =>
  ({
    ...defineRule({
      id,
      part: "google",
      category: "on-page",
      level: "medium",
      label: `The page has ${id}`,
      fix: `Add ${id}.`,
      requires: [],
      ...(typeof behaviour === "function" ? { check: behaviour } : checkOf(behaviour)),
    }),
    ...extra,
  }) as AnyRule

const run = (
  packs: ReadonlyArray<Pack>,
  options: {
    measurements?: ReadonlyArray<Measurement>
    facts?: ExtractedFacts
    querySource?: "input" | "suggested" | "none"
    locale?: "en" | "sk" | "es"
    performanceMeasured?: boolean
    inputQueryScore?: number | null
  } = {},
) => {
  const registry = buildRegistry(packs, {
    knownFacts: new Set(["head", "robots"]),
    knownMeasurements: new Set(["image-alt", "largest-contentful-paint"]),
  })
  const evaluation = evaluate({
    registry,
    facts: options.facts ?? {},
    locale: options.locale ?? "en",
    querySource: options.querySource ?? "input",
    measurements: options.measurements,
  })
  return {
    evaluation,
    findings: listFindings(evaluation.rootCauses, options.locale ?? "en"),
    summary: summarize(evaluation.rootCauses, evaluation.checksEvaluated),
    score: computeScore({
      rootCauses: evaluation.rootCauses,
      performanceMeasured: options.performanceMeasured ?? true,
      inputQueryScore: options.inputQueryScore ?? null,
    }),
  }
}

describe("merging an HTML rule with its Lighthouse twin", () => {
  const pack = definePack({
    id: "seo",
    rules: [rule("image-alt", fail("2 images have no alt: <img src=a.png>"), { sameAs: ["image-alt"] })],
  })
  const lighthouse = (status: Measurement["status"], source = "lighthouse/mobile"): Measurement => ({
    source,
    auditId: "image-alt",
    status,
    items: [{ messageId: "element", data: { element: "<img src=b.png>" }, subject: "<img src=b.png>" }],
  })

  it("counts one root cause, lists one finding and counts every check", () => {
    const { findings, summary } = run([pack], {
      measurements: [lighthouse("fail"), lighthouse("fail", "lighthouse/desktop")],
    })
    expect(findings).toHaveLength(1)
    // The rule's own item, then each measurement's items in the audit's words, desktop before mobile.
    expect(findings[0]?.evidence).toBe(
      "2 images have no alt: <img src=a.png> Lighthouse (desktop) flags <img src=b.png>. Lighthouse (mobile) flags <img src=b.png>.",
    )
    expect(findings[0]?.items).toEqual([
      { message: "2 images have no alt: <img src=a.png>" },
      { message: "Lighthouse (desktop) flags <img src=b.png>.", subject: "<img src=b.png>" },
      { message: "Lighthouse (mobile) flags <img src=b.png>.", subject: "<img src=b.png>" },
    ])
    expect(findings[0]?.itemCount).toBe(3)
    expect(summary).toMatchObject({ failed: 1, total: 1, checksEvaluated: 3 })
  })

  it("lets the worst report win", () => {
    const passing = definePack({ id: "seo", rules: [rule("image-alt", pass, { sameAs: ["image-alt"] })] })
    expect(run([passing], { measurements: [lighthouse("fail")] }).findings[0]).toMatchObject({
      status: "fail",
    })
    expect(run([passing], { measurements: [lighthouse("notApplicable")] }).summary.passed).toBe(1)
  })

  it("leaves a measurement-only rule unavailable when Lighthouse did not deliver", () => {
    const measured = definePack({
      id: "technical",
      rules: [
        rule("largest-contentful-paint", pass, {
          check: undefined,
          sameAs: ["largest-contentful-paint"],
          part: "experience",
        }),
      ],
    })
    const { summary, score } = run([measured], { performanceMeasured: false })
    expect(summary).toMatchObject({ unavailable: 1, total: 1, checksEvaluated: 0 })
    expect(score.parts.experience).toBeNull()
  })
})

describe("a static rule that steps aside for a browser measurement (measuredBy)", () => {
  const packs = [
    definePack({
      id: "technical",
      rules: [
        rule("blocking-scripts", fail("<script src=/app.js> in <head> (line 3)"), {
          part: "technical",
          measuredBy: ["largest-contentful-paint"],
        }),
      ],
    }),
    definePack({
      id: "experience",
      rules: [
        rule("slow-paint", pass, {
          check: undefined,
          part: "experience",
          sameAs: ["largest-contentful-paint"],
        }),
      ],
    }),
  ]
  const measured = (status: Measurement["status"]): Measurement => ({
    source: "lighthouse/mobile",
    auditId: "largest-contentful-paint",
    status,
    items: [{ messageId: "resource.time", data: { url: "/app.js", milliseconds: 600 }, url: "/app.js" }],
  })
  const rootOf = (result: ReturnType<typeof run>, id: string) =>
    result.evaluation.rootCauses.find((root) => root.registered.rule.id === id)

  it("decides on its own while the measurement is missing or unavailable", () => {
    for (const measurements of [[], [measured("unavailable")]]) {
      const result = run(packs, { measurements, performanceMeasured: measurements.length > 0 })
      expect(result.findings.map((finding) => finding.id)).toEqual(["blocking-scripts"])
      expect(rootOf(result, "blocking-scripts")?.supersededBy).toBeUndefined()
      expect(result.score.parts.technical).toBe(0)
    }
  })

  it("steps aside when the measurement arrived: one finding, counted once, the static part not charged", () => {
    const result = run(packs, { measurements: [measured("fail")] })
    expect(result.findings.map((finding) => finding.id)).toEqual(["slow-paint"])
    expect(result.summary).toMatchObject({ failed: 1, notApplicable: 1, total: 2 })
    const root = rootOf(result, "blocking-scripts")
    expect(root).toMatchObject({
      status: "notApplicable",
      reportedStatus: "fail",
      supersededBy: "slow-paint",
    })
    expect(root?.reason).toContain('Lighthouse\'s "largest-contentful-paint" audit')
    expect(result.score.parts).toMatchObject({ technical: null, experience: 0 })
  })

  it("steps aside whatever the measurement found, so that no verdict of it moves the static part", () => {
    for (const status of ["pass", "review", "notApplicable"] as const) {
      const result = run(packs, { measurements: [measured(status)] })
      expect(rootOf(result, "blocking-scripts")?.status).toBe("notApplicable")
      expect(result.findings.map((finding) => finding.id)).not.toContain("blocking-scripts")
    }
  })

  it("keeps deciding when no registered rule claims the measurement", () => {
    const alone = [packs[0] as Pack]
    const result = run(alone, { measurements: [measured("fail")] })
    expect(result.findings.map((finding) => finding.id)).toEqual(["blocking-scripts"])
  })

  it("on a page that is not served, a gated pass earns nothing and a gated failure still steps aside for the measurement", () => {
    const decider = definePack({
      id: "seo",
      rules: [rule("http-status", fail("404"), { decides: "served" })],
    })
    const gated = [
      decider,
      definePack({
        id: "technical",
        rules: [
          rule("blocking-scripts", fail("x"), {
            part: "technical",
            appliesTo: "served",
            measuredBy: ["largest-contentful-paint"],
          }),
        ],
      }),
      packs[1] as Pack,
    ]
    const root = rootOf(run(gated, { measurements: [measured("fail")] }), "blocking-scripts")
    expect(root).toMatchObject({
      status: "notApplicable",
      gatedBy: "http-status",
      supersededBy: "slow-paint",
    })
    const passing = gated.map((pack) =>
      pack.id === "technical"
        ? definePack({
            id: "technical",
            rules: pack.rules.map((each) => ({ ...each, check: () => pass }) as AnyRule),
          })
        : pack,
    )
    const silenced = rootOf(run(passing, { measurements: [measured("fail")] }), "blocking-scripts")
    expect(silenced).toMatchObject({
      status: "notApplicable",
      gatedBy: "http-status",
      supersededBy: undefined,
    })
  })
})

describe("rules that misbehave", () => {
  it("turns a throwing rule and a rule returning junk into `unavailable`, and goes on", () => {
    const pack = definePack({
      id: "seo",
      rules: [
        rule("throws", () => {
          throw new Error("boom")
        }),
        rule("junk", () => ({ status: "maybe" }) as unknown as Verdict),
        rule("fine", fail("missing")),
      ],
    })
    const { evaluation, summary, findings } = run([pack])
    expect(evaluation.rootCauses.find((root) => root.registered.rule.id === "throws")?.reason).toBe(
      "the rule failed: boom",
    )
    expect(summary).toMatchObject({ unavailable: 2, failed: 1, total: 3, checksEvaluated: 3 })
    expect(findings.map((finding) => finding.id)).toEqual(["fine"])
  })

  it("makes a rule unavailable when a fact it needs could not be obtained, without running it", () => {
    let ran = false
    const pack = definePack({
      id: "seo",
      rules: [
        rule(
          "needs-robots",
          () => {
            ran = true
            return pass
          },
          { requires: ["robots"] },
        ),
      ],
    })
    const { evaluation } = run([pack], { facts: { robots: new Unavailable("robots.txt was not fetched") } })
    expect(ran).toBe(false)
    expect(evaluation.rootCauses[0]).toMatchObject({
      status: "unavailable",
      reason: "robots.txt was not fetched",
      checks: 0,
    })
  })

  it("hands a rule only the facts it declared, frozen", () => {
    let seen: object | undefined
    const pack = definePack({
      id: "seo",
      rules: [
        rule(
          "peeks",
          (facts?: unknown) => {
            seen = facts as object
            return pass
          },
          { requires: ["robots"] },
        ),
      ],
    })
    const robots = { state: "absent", url: "https://example.com/robots.txt", status: 404 } as const
    run([pack], { facts: { robots, head: new Unavailable("not needed") } })
    expect(Object.keys(seen ?? {})).toEqual(["robots"])
    expect(Object.isFrozen(seen)).toBe(true)
  })
})

describe("symptoms", () => {
  const pack = definePack({
    id: "seo",
    rules: [
      rule("document-title", fail("No <title> in <head>.")),
      rule("title-length", fail("Title is 0 characters."), { symptomOf: ["document-title"] }),
    ],
  })

  it("hides a symptom whose cause fails and mentions it under the cause", () => {
    const { findings, summary, score } = run([pack])
    expect(findings.map((finding) => finding.id)).toEqual(["document-title"])
    expect(findings[0]?.evidence).toContain("Also explained by this: title-length (Title is 0 characters.).")
    expect(summary).toMatchObject({ failed: 1, total: 1, checksEvaluated: 2 })
    expect(score.parts.google).toBe(0)
  })

  it("names a symptom without its evidence when that only restates the cause's", () => {
    const restating = definePack({
      id: "seo",
      rules: [
        rule("word-count", fail("The main content (main) has 122 of the 300 words its page type needs.")),
        rule("in-depth-content", fail("The main content has 122 of the 300 words its page type needs."), {
          symptomOf: ["word-count"],
        }),
        rule("thin-section", fail("The main content has 122 words in one section of 9."), {
          symptomOf: ["word-count"],
        }),
      ],
    })
    const [finding] = run([restating]).findings
    expect(finding?.evidence).toContain("Also explained by this: in-depth-content.")
    expect(finding?.evidence).toContain(
      "Also explained by this: thin-section (The main content has 122 words in one section of 9.).",
    )
  })

  it("lets a symptom of an excused symptom earn nothing too, whatever the middle one reports", () => {
    const chain = (middle: Behaviour) =>
      definePack({
        id: "seo",
        rules: [
          rule("cause", fail("broken")),
          rule("middle", middle, { symptomOf: ["cause"] }),
          rule("leaf", fail("also broken"), { symptomOf: ["middle"] }),
          rule("other", pass),
        ],
      })
    expect(run([chain(fail("x"))]).score.parts.google).toBe(25)
    expect(run([chain(pass)]).score.parts.google).toBe(25)
  })

  it("lists the symptom when its cause passes", () => {
    const fixed = definePack({
      id: "seo",
      rules: [
        rule("document-title", pass),
        rule("title-length", review("Title is 75 characters."), { symptomOf: ["document-title"] }),
      ],
    })
    expect(run([fixed]).findings.map((finding) => finding.id)).toEqual(["title-length"])
  })

  it("lets a failing cause cost its symptoms' weight too, whatever they reported", () => {
    const withHealthyNeighbour = (titleLength: Behaviour) =>
      definePack({
        id: "seo",
        rules: [
          rule("document-title", fail("No <title> in <head>.")),
          rule("title-length", titleLength, { symptomOf: ["document-title"] }),
          rule("meta-description", pass),
        ],
      })
    // 1 of 3 weights earned, whether the excused symptom failed or passed.
    expect(run([withHealthyNeighbour(fail("Title is 0 characters."))]).score.parts.google).toBe(33)
    expect(run([withHealthyNeighbour(pass)]).score.parts.google).toBe(33)
  })

  it("never lowers a score when a symptom in the middle of a chain is fixed", () => {
    // The shrunk counterexample of the monotonicity property: a → b → c, all failing, then b passes.
    const chain = (middle: Behaviour) =>
      definePack({
        id: "seo",
        rules: [
          rule("a", fail("a is missing.")),
          rule("b", middle, { symptomOf: ["a"] }),
          rule("c", fail("c is wrong."), { symptomOf: ["b"] }),
          rule("d", pass),
        ],
      })
    const before = run([chain(fail("b is wrong."))]).score.parts.google ?? -1
    const after = run([chain(pass)]).score.parts.google ?? -1
    expect(before).toBe(25)
    expect(after).toBeGreaterThanOrEqual(before)
  })
})

describe("page conditions", () => {
  const page = (status: Behaviour, noindex: Behaviour, extra: ReadonlyArray<AnyRule> = []) =>
    definePack({
      id: "seo",
      rules: [
        rule("status-code", status, { decides: "served" }),
        rule("crawlable", noindex, { decides: "indexable", appliesTo: "served" }),
        rule("title", fail("No <title>."), { appliesTo: "served" }),
        rule("description", fail("No description."), { appliesTo: "indexable" }),
        rule("robots-file", pass),
        ...extra,
      ],
    })

  it("leave every check in place on a working, indexable page", () => {
    const { findings, summary } = run([page(pass, pass)])
    expect(findings.map((finding) => finding.id)).toEqual(["description", "title"])
    expect(summary).toMatchObject({ failed: 2, passed: 3, notApplicable: 0 })
  })

  it("keep reporting the failures of checks that only matter for indexed pages on a noindex page", () => {
    const { evaluation, findings, summary, score } = run([page(pass, fail("noindex"))])
    expect(findings.map((finding) => finding.id)).toEqual(["crawlable", "description", "title"])
    expect(summary).toMatchObject({ failed: 3, passed: 2, notApplicable: 0, total: 5 })
    const description = evaluation.rootCauses.find((root) => root.registered.rule.id === "description")
    expect(description).toMatchObject({ status: "fail", reportedStatus: "fail", gatedBy: "crawlable" })
    expect(description?.evidence).not.toEqual([])
    // 2 passes of 5 weighed root causes.
    expect(score.parts.google).toBe(40)
  })

  it("let a passing check earn nothing on a page it does not apply to: notApplicable, its weight unearned", () => {
    const passingDescription = definePack({
      id: "seo",
      rules: [
        rule("crawlable", fail("noindex"), { decides: "indexable" }),
        rule("description", pass, { appliesTo: "indexable" }),
        rule("title", pass),
      ],
    })
    const { evaluation, findings, summary, score } = run([passingDescription])
    expect(findings.map((finding) => finding.id)).toEqual(["crawlable"])
    expect(summary).toMatchObject({ failed: 1, passed: 1, notApplicable: 1, total: 3 })
    expect(evaluation.rootCauses.find((root) => root.registered.rule.id === "description")).toMatchObject({
      status: "notApplicable",
      reportedStatus: "pass",
      gatedBy: "crawlable",
      reason: "Not applicable: search engines may not index the page (crawlable failed).",
      evidence: [],
    })
    // The pass earns nothing: 1 of 3.
    expect(score.parts.google).toBe(33)
  })

  it("report every failure of an error page beside its status, and let its passes earn nothing", () => {
    const { findings, summary, score } = run([page(fail("HTTP 404"), fail("noindex"))])
    expect(findings.map((finding) => finding.id)).toEqual([
      "crawlable",
      "description",
      "status-code",
      "title",
    ])
    expect(summary).toMatchObject({ failed: 4, passed: 1, notApplicable: 0, total: 5 })
    expect(score.parts.google).toBe(20)
  })

  it("do not silence anything while the deciding rule is only in review or unavailable", () => {
    for (const undecided of [review("maybe"), { status: "unavailable", reason: "no robots.txt" } as const]) {
      const { summary } = run([page(pass, undecided)])
      expect(summary.notApplicable).toBe(0)
    }
  })

  it("keep a gated symptom folded into its failing cause", () => {
    const symptom = rule("description-length", fail("Too short."), {
      appliesTo: "indexable",
      symptomOf: ["description"],
    })
    const { findings, summary } = run([page(pass, fail("noindex"), [symptom])])
    expect(findings.map((finding) => finding.id)).toEqual(["crawlable", "description", "title"])
    expect(findings.find((finding) => finding.id === "description")?.evidence).toContain("description-length")
    expect(summary.notApplicable).toBe(0)
  })

  it("never lower a score when the deciding rule is fixed", () => {
    const before = run([page(pass, fail("noindex"))]).score
    const after = run([page(pass, pass)]).score
    expect(after.parts.google ?? 0).toBeGreaterThanOrEqual(before.parts.google ?? 0)
  })

  it("let a Lighthouse failure of the deciding rule silence the page too", () => {
    const measured = definePack({
      id: "seo",
      rules: [
        rule("image-alt", pass, { decides: "indexable", sameAs: ["image-alt"] }),
        rule("description", fail("No description."), { appliesTo: "indexable" }),
      ],
    })
    const lighthouse: Measurement = { source: "lighthouse/mobile", auditId: "image-alt", status: "fail" }
    expect(run([measured], { measurements: [lighthouse] }).summary).toMatchObject({
      failed: 2,
      notApplicable: 0,
    })
    const passing = definePack({
      id: "seo",
      rules: [
        rule("image-alt", pass, { decides: "indexable", sameAs: ["image-alt"] }),
        rule("description", pass, { appliesTo: "indexable" }),
      ],
    })
    expect(run([passing], { measurements: [lighthouse] }).summary).toMatchObject({
      failed: 1,
      notApplicable: 1,
    })
  })
})

describe("findings", () => {
  it("are sorted fail first, then high > medium > low, then heavier, then by id", () => {
    const pack = definePack({
      id: "seo",
      rules: [
        rule("b-low", fail("x"), { level: "low" }),
        rule("a-review-high", review("x"), { level: "high" }),
        rule("c-medium", fail("x")),
        rule("d-medium-heavy", fail("x")),
        rule("a-medium", fail("x")),
        rule("z-high", fail("x"), { level: "high" }),
      ],
      weights: { "d-medium-heavy": 3 },
    })
    expect(run([pack]).findings.map((finding) => finding.id)).toEqual([
      "z-high",
      "d-medium-heavy",
      "a-medium",
      "c-medium",
      "b-low",
      "a-review-high",
    ])
  })

  it("list extras as review with `extra: true`, count them apart and never score them", () => {
    const pack = definePack({
      id: "technical",
      rules: [
        rule("has-hsts", fail("No Strict-Transport-Security header."), { extra: true, part: "technical" }),
      ],
    })
    const { findings, summary, score } = run([pack])
    expect(findings[0]).toMatchObject({ id: "has-hsts", status: "review", extra: true })
    expect(summary).toMatchObject({ extras: 1, failed: 0, review: 0, total: 1 })
    expect(score.parts.technical).toBeNull()
  })

  it("are in the requested locale, falling back to English", () => {
    const pack = definePack({
      id: "seo",
      rules: [rule("document-title", fail("No <title>."))],
      messages: { sk: { "document-title": { label: "Stránka má názov" } } },
    })
    expect(run([pack], { locale: "sk" }).findings[0]).toMatchObject({
      label: "Stránka má názov",
      fix: "Add document-title.",
    })
    expect(run([pack], { locale: "es" }).findings[0]).toMatchObject({ label: "The page has document-title" })
  })

  it("carry the source location of the HTML evidence", () => {
    const pack = definePack({
      id: "seo",
      rules: [rule("x", fail("e", { line: 3, column: 5 }))],
    })
    expect(run([pack]).findings[0]?.location).toEqual({ line: 3, column: 5 })
  })
})

describe("scores", () => {
  const packs = [
    definePack({
      id: "content",
      rules: [rule("depth", pass, { part: "content" }), rule("facts", fail("x"), { part: "content" })],
    }),
    definePack({ id: "seo", rules: [rule("title", pass), rule("canonical", pass)] }),
    definePack({ id: "geo", rules: [rule("llms", fail("x"), { part: "ai" })] }),
  ]

  it("weigh each part by its rules and the main score by its parts, content first", () => {
    const { score } = run(packs)
    expect(score.parts).toEqual({ content: 50, google: 100, ai: 0, technical: null, experience: null })
    // (30·50 + 20·100 + 20·0) / 70 = 50; content + 15 = 65 leaves it.
    expect(score.svc).toBe(50)
    expect(score).toMatchObject({ seo: 100, geo: 0, html: 60 })
  })

  it("keep the main score within 15 points of content", () => {
    const strongElsewhere = [
      definePack({ id: "content", rules: [rule("depth", fail("x"), { part: "content" })] }),
      definePack({ id: "seo", rules: [rule("title", pass), rule("more", pass, { part: "ai" })] }),
    ]
    const { score } = run(strongElsewhere)
    expect(score.parts.content).toBe(0)
    expect(score.svc).toBe(15)
  })

  it("cap the main score when the caller's phrase is barely covered", () => {
    const allGood = [definePack({ id: "seo", rules: [rule("title", pass)] })]
    expect(run(allGood, { inputQueryScore: 39 }).score.svc).toBe(50)
    expect(run(allGood, { inputQueryScore: 40 }).score.svc).toBe(100)
    expect(run(allGood, { inputQueryScore: null }).score.svc).toBe(100)
  })

  it("leave phrase rules review-only and unscored when the phrase was suggested", () => {
    const pack = definePack({
      id: "content",
      rules: [rule("query-in-title", fail("x"), { part: "content", category: "query", phrase: true })],
    })
    const suggested = run([pack], { querySource: "suggested" })
    expect(suggested.findings[0]).toMatchObject({ id: "query-in-title", status: "review" })
    expect(suggested.score.parts.content).toBeNull()
    const input = run([pack], { querySource: "input" })
    expect(input.findings[0]).toMatchObject({ status: "fail" })
    expect(input.score.parts.content).toBe(0)
  })

  it("are null, never 0, when nothing was measured", () => {
    const { score } = run([
      definePack({ id: "seo", rules: [rule("x", { status: "notApplicable", reason: "" })] }),
    ])
    expect(score).toEqual({
      svc: null,
      parts: { content: null, google: null, ai: null, technical: null, experience: null },
      seo: null,
      geo: null,
      html: null,
    })
  })
})

import { type AnyRule, definePack, defineRule } from "@svc/core"
import { describe, expect, it } from "vitest"
import { expectInFullAudit } from "../src/full-audit"
import { RuleTester } from "../src/rule-tester"
import { snapshotOfCase } from "../src/tested-rule"

// The full-audit stage on a small pack: a decider of `served`, a page check, its symptom and a review.
const base = { part: "google", category: "on-page", level: "medium", fix: "Fix it." } as const
const status = defineRule({
  ...base,
  id: "status",
  label: "The page answers 200",
  decides: "served",
  requires: ["http"],
  check: ({ http }, { fail, pass }) => (http.status >= 400 ? fail(`HTTP ${http.status}`) : pass()),
})
const title = defineRule({
  ...base,
  id: "title",
  label: "The page has a title",
  appliesTo: "served",
  requires: ["head"],
  check: ({ head }, { fail, pass }) => (head.titles.length === 0 ? fail("No <title>.") : pass()),
})
const titleShort = defineRule({
  ...base,
  id: "title-short",
  label: "The title is long enough",
  appliesTo: "served",
  symptomOf: ["title"],
  requires: ["head"],
  check: ({ head }, { fail, pass }) =>
    (head.titles[0]?.text.length ?? 0) < 5 ? fail("The title is too short.") : pass(),
})
const tone = defineRule({
  ...base,
  id: "tone",
  label: "The tone suits the page",
  appliesTo: "served",
  requires: ["head"],
  check: ({ head }, { pass, review }) =>
    head.titles[0]?.text.includes("!") ? review("A person should judge the tone.") : pass(),
})
const packs = [definePack({ id: "seo", rules: [status, title, titleShort, tone] as AnyRule[] })]
const tester = new RuleTester({ packs, robustnessRuns: 20 })

tester.run(title as AnyRule, {
  pass: ["<title>Sourdough bread</title>"],
  // A gate changes earning, never findings: the 404 page's missing title is still listed.
  fail: ["<p>No title</p>", { html: "<p>Gone</p>", status: 404, name: "on a 404 page" }],
})
tester.run(titleShort as AnyRule, {
  pass: ["<title>Sourdough bread</title>"],
  fail: ["<title>Hi</title>", { html: "<p>no title</p>", hiddenBy: "title", name: "folded into its cause" }],
})
tester.run(tone as AnyRule, {
  pass: ["<title>Bread</title>"],
  fail: [],
  review: [
    "<title>Bread!</title>",
    { html: "<title>Bread!</title>", status: 410, hiddenBy: "status", name: "gated on an error page" },
  ],
})

describe("the full-audit stage", () => {
  const snapshot = (status?: number) => snapshotOfCase(status === undefined ? {} : { status }, "<p>x</p>")
  it("fails a case whose finding is hidden when the case does not say so", () => {
    expect(() => expectInFullAudit(packs, titleShort as AnyRule, snapshot(), undefined, undefined)).toThrow(
      /title hides it/,
    )
    expect(() => expectInFullAudit(packs, tone as AnyRule, snapshot(404), undefined, undefined)).toThrow(
      /status hides it/,
    )
  })
  it("fails a case that names the wrong cause, or one that hides nothing", () => {
    expect(() => expectInFullAudit(packs, titleShort as AnyRule, snapshot(), undefined, "status")).toThrow()
    expect(() => expectInFullAudit(packs, title as AnyRule, snapshot(404), undefined, "status")).toThrow()
  })
  it("fails on a rule the packs do not register", () => {
    const stray = defineRule({
      ...base,
      id: "stray",
      label: "x",
      requires: [],
      check: (_f, { pass }) => pass(),
    })
    expect(() => expectInFullAudit(packs, stray as AnyRule, snapshot(), undefined, undefined)).toThrow(
      /not registered/,
    )
  })
})

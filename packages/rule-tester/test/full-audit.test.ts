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
  messages: { status: "HTTP {status}" },
  check: ({ http }, { report }) => {
    if (http.status >= 400) report("status", { data: { status: http.status } })
  },
})
const title = defineRule({
  ...base,
  id: "title",
  label: "The page has a title",
  appliesTo: "served",
  requires: ["head"],
  messages: { missing: "No <title>." },
  check: ({ head }, { report }) => {
    if (head.titles.length === 0) report("missing")
  },
})
const titleShort = defineRule({
  ...base,
  id: "title-short",
  label: "The title is long enough",
  appliesTo: "served",
  symptomOf: ["title"],
  requires: ["head"],
  messages: { short: "The title is too short." },
  check: ({ head }, { report }) => {
    if ((head.titles[0]?.text.length ?? 0) < 5) report("short")
  },
})
const tone = defineRule({
  ...base,
  id: "tone",
  label: "The tone suits the page",
  appliesTo: "served",
  requires: ["head"],
  messages: { tone: "A person should judge the tone." },
  check: ({ head }, { report, review }) => {
    if (!head.titles[0]?.text.includes("!")) return undefined
    report("tone")
    return review()
  },
})
const packs = [definePack({ id: "seo", rules: [status, title, titleShort, tone] as AnyRule[] })]
const tester = new RuleTester({ packs, robustnessRuns: 20 })

tester.run(title as AnyRule, {
  pass: ["<title>Sourdough bread</title>"],
  // A gate changes earning, never findings: the 404 page's missing title is still listed.
  fail: [
    { html: "<p>No title</p>", reports: [{ messageId: "missing" }] },
    { html: "<p>Gone</p>", status: 404, name: "on a 404 page" },
  ],
})
tester.run(titleShort as AnyRule, {
  pass: ["<title>Sourdough bread</title>"],
  fail: [
    { html: "<title>Hi</title>", reports: [{ messageId: "short" }] },
    { html: "<p>no title</p>", hiddenBy: "title", name: "folded into its cause" },
  ],
})
tester.run(tone as AnyRule, {
  pass: ["<title>Bread</title>"],
  fail: [],
  review: [
    { html: "<title>Bread!</title>", reports: [{ messageId: "tone" }] },
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

// Page conditions across every pack: a page that is not what a check needs gives one root cause.
import {
  auditSnapshot,
  createRegistry,
  evaluate,
  factExtractors,
  type JudgedRootCause,
  type PageCondition,
  type PageSnapshot,
  runExtractors,
  snapshotOfHtml,
} from "@svc/core"
import { content } from "@svc/rules-content"
import { geo } from "@svc/rules-geo"
import { seo } from "@svc/rules-seo"
import { technical } from "@svc/rules-technical"
import { describe, expect, it } from "vitest"

const registry = createRegistry([content, geo, seo, technical])

/** Some content of its own, far from the depth an article needs. */
const shortText =
  "Our sourdough starts the evening before: flour, water and salt rest overnight in a cool room, then the dough is folded four times, shaped by hand and baked at dawn in a stone oven. Rye loaves take a day longer, because the starter needs time to sour. Every loaf is sold the same morning; what remains goes to the shelter on Hlavná street before noon."

/** A page with defects in every pack: no title, description, viewport, lang, H1 or depth. */
const flawedPage = `<html><head><meta name="robots" content="{{robots}}"></head>
<body><h2>Sourdough</h2><p>${shortText}</p><img src="/loaf.jpg"></body></html>`

const judge = (snapshot: PageSnapshot): ReadonlyArray<JudgedRootCause> =>
  evaluate({
    registry,
    facts: runExtractors(factExtractors, snapshot, registry.requiredFacts),
    locale: "en",
    querySource: "none",
  }).rootCauses

/** The ids of the rules that matter only on pages meeting one of `conditions`, by the registry's metadata. */
const rulesThatApplyTo = (conditions: ReadonlyArray<PageCondition>): string[] =>
  registry.rules
    .filter(({ rule }) => rule.appliesTo !== undefined && conditions.includes(rule.appliesTo))
    .map(({ rule }) => rule.id)
    .sort()

const gatedIn = (roots: ReadonlyArray<JudgedRootCause>, decider: string): string[] =>
  roots
    .filter((root) => root.gatedBy === decider)
    .map((root) => root.registered.rule.id)
    .sort()

const statusOf = (roots: ReadonlyArray<JudgedRootCause>, id: string) =>
  roots.find((root) => root.registered.rule.id === id)

/**
 * The page-level checks that would fail on the flawed page, one or more from every pack: the gate must
 * silence real failures, not only checks that would have passed.
 */
const pageLevelFailures = ["document-title", "heading-h1", "html-has-lang", "viewport", "word-count"]

const expectOneRootCause = (snapshot: PageSnapshot, decider: string, conditions: PageCondition[]) => {
  const roots = judge(snapshot)
  const expected = rulesThatApplyTo(conditions)
  expect(gatedIn(roots, decider)).toEqual(expected)
  for (const id of expected) expect(statusOf(roots, id)?.status, id).toBe("notApplicable")
  expect(statusOf(roots, decider)?.status).toBe("fail")

  const result = auditSnapshot(snapshot, { registry })
  const listed = new Set(result.findings.map((finding) => finding.id))
  expect(listed.has(decider)).toBe(true)
  for (const id of expected) expect(listed.has(id), `${id} is listed`).toBe(false)
  // Whatever else is listed is site-level or transport (no appliesTo): nothing of the page's own HTML.
  for (const id of listed) expect(registry.rule(id)?.rule.appliesTo, `${id} is listed`).toBeUndefined()
  return roots
}

describe("page conditions across the four packs", () => {
  it("gates page checks of every pack, by their appliesTo", () => {
    const byPack = (condition: PageCondition) =>
      new Set(registry.rules.filter(({ rule }) => rule.appliesTo === condition).map(({ pack }) => pack))
    expect([...byPack("served")].sort()).toEqual(["content", "geo", "seo", "technical"])
    expect([...byPack("substantive")].sort()).toEqual(["content", "geo"])
    expect([...byPack("indexable")].sort()).toEqual(["content", "geo", "seo"])
  })

  it("a 404 page: http-status-code is the one root cause; every served and indexable check steps aside", () => {
    const roots = expectOneRootCause(
      snapshotOfHtml(flawedPage.replace("{{robots}}", "all"), { status: 404 }),
      "http-status-code",
      ["served", "substantive", "indexable"],
    )
    for (const id of pageLevelFailures) expect(statusOf(roots, id)?.reportedStatus, id).toBe("fail")
  })

  it("a non-HTML response: content-type is the one root cause", () => {
    const roots = expectOneRootCause(
      snapshotOfHtml("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n", {
        headers: { "content-type": "application/pdf" },
      }),
      "content-type",
      ["served", "substantive", "indexable"],
    )
    expect(statusOf(roots, "document-title")?.reportedStatus).toBe("fail")
    expect(statusOf(roots, "http-status-code")?.status).toBe("pass")
  })

  it("a 200 page that says it was not found: soft-404 is the one root cause", () => {
    const page = `<html lang="en"><head><title>Page not found</title></head><body><h1>Page not found</h1></body></html>`
    const roots = expectOneRootCause(snapshotOfHtml(page), "soft-404", ["served", "substantive", "indexable"])
    expect(statusOf(roots, "word-count")?.reportedStatus).toBe("fail")
  })

  it("a noindex page: is-crawlable is the one root cause for the indexable checks; served checks still count", () => {
    // is-crawlable reads robots.txt too: the site has none.
    const snapshot = snapshotOfHtml(flawedPage.replace("{{robots}}", "noindex"), {
      siteFiles: { robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 } },
    })
    const roots = judge(snapshot)
    const expected = rulesThatApplyTo(["indexable"])
    expect(gatedIn(roots, "is-crawlable")).toEqual(expected)
    expect(statusOf(roots, "meta-description")?.reportedStatus).toBe("fail")
    for (const id of ["meta-description", "query-match", "ai-snippet-allowed"])
      expect(statusOf(roots, id)?.status, id).toBe("notApplicable")
    for (const id of pageLevelFailures) expect(statusOf(roots, id)?.status, id).toBe("fail")
    const listed = new Set(auditSnapshot(snapshot, { registry }).findings.map((finding) => finding.id))
    expect(listed.has("is-crawlable")).toBe(true)
    for (const id of expected) expect(listed.has(id), `${id} is listed`).toBe(false)
  })

  it("a page with nothing of its own: has-content is the one root cause for the substantive and indexable checks", () => {
    const snapshot = snapshotOfHtml(
      flawedPage.replace("{{robots}}", "all").replace(shortText, "Coming soon."),
    )
    const roots = judge(snapshot)
    const expected = rulesThatApplyTo(["substantive", "indexable"])
    expect(gatedIn(roots, "has-content")).toEqual(expected)
    expect(statusOf(roots, "has-content")?.status).toBe("fail")
    expect(statusOf(roots, "word-count")?.reportedStatus).toBe("fail")
    for (const id of ["document-title", "html-has-lang", "viewport"])
      expect(statusOf(roots, id)?.status, id).toBe("fail")
    const result = auditSnapshot(snapshot, { registry })
    const listed = new Set(result.findings.map((finding) => finding.id))
    expect(listed.has("has-content")).toBe(true)
    for (const id of expected) expect(listed.has(id), `${id} is listed`).toBe(false)
    expect(result.score.parts.content).toBe(0)
  })

  it("a healthy page is gated by nothing", () => {
    const roots = judge(snapshotOfHtml(flawedPage.replace("{{robots}}", "all")))
    expect(roots.filter((root) => root.gatedBy !== undefined)).toEqual([])
  })
})

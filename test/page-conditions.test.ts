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

/** The page-level checks that fail on the flawed page, one or more from every pack. */
const pageLevelFailures = ["document-title", "heading-h1", "html-has-lang", "viewport", "word-count"]

/**
 * The gate changes earning, never findings: every check `conditions` rule out is gated by `decider`; a
 * failing one is still a listed failure (unless its listed cause explains it), anything else is
 * notApplicable and unlisted; and no gated check earns a point.
 */
const expectGate = (snapshot: PageSnapshot, decider: string, conditions: PageCondition[]) => {
  const roots = judge(snapshot)
  const expected = rulesThatApplyTo(conditions)
  expect(gatedIn(roots, decider)).toEqual(expected)
  expect(statusOf(roots, decider)?.status).toBe("fail")
  const result = auditSnapshot(snapshot, { registry })
  const listed = new Set(result.findings.map((finding) => finding.id))
  expect(listed.has(decider)).toBe(true)
  for (const id of expected) {
    const root = statusOf(roots, id)
    const failure = root?.reportedStatus === "fail" && root.supersededBy === undefined
    expect(root?.status, id).toBe(failure ? "fail" : "notApplicable")
    expect(listed.has(id), `${id} is listed`).toBe(failure && root?.hiddenBy === undefined)
  }
  return { roots, listed, result }
}

describe("page conditions across the four packs", () => {
  it("gates page checks of every pack, by their appliesTo", () => {
    const byPack = (condition: PageCondition) =>
      new Set(registry.rules.filter(({ rule }) => rule.appliesTo === condition).map(({ pack }) => pack))
    expect([...byPack("served")].sort()).toEqual(["content", "geo", "seo", "technical"])
    expect([...byPack("substantive")].sort()).toEqual(["content", "geo"])
    expect([...byPack("indexable")].sort()).toEqual(["content", "geo", "seo"])
  })

  it("a 404 page: http-status-code gates every page check, whose failures are still listed", () => {
    const { listed } = expectGate(
      snapshotOfHtml(flawedPage.replace("{{robots}}", "all"), { status: 404 }),
      "http-status-code",
      ["served", "substantive", "indexable"],
    )
    for (const id of [...pageLevelFailures, "meta-description", "image-alt"])
      expect(listed.has(id), id).toBe(true)
  })

  it("a non-HTML response: content-type gates every page check", () => {
    const { roots } = expectGate(
      snapshotOfHtml("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n", {
        headers: { "content-type": "application/pdf" },
      }),
      "content-type",
      ["served", "substantive", "indexable"],
    )
    expect(statusOf(roots, "document-title")?.reportedStatus).toBe("fail")
    expect(statusOf(roots, "http-status-code")?.status).toBe("pass")
  })

  it("a 200 page that says it was not found: soft-404 gates every page check", () => {
    const page = `<html lang="en"><head><title>Page not found</title></head><body><h1>Page not found</h1></body></html>`
    const { roots, listed } = expectGate(snapshotOfHtml(page), "soft-404", [
      "served",
      "substantive",
      "indexable",
    ])
    // Too few words is has-content's finding: word-count's failure is folded into it.
    expect(statusOf(roots, "word-count")).toMatchObject({ status: "fail", hiddenBy: "has-content" })
    expect(listed.has("has-content")).toBe(true)
    expect(listed.has("meta-description")).toBe(true)
    // Passing checks earn nothing on it.
    expect(statusOf(roots, "document-title")?.status).toBe("notApplicable")
  })

  it("a noindex page: is-crawlable gates the indexable checks, whose failures are still listed; served checks still earn", () => {
    // is-crawlable reads robots.txt too: the site has none.
    const snapshot = snapshotOfHtml(flawedPage.replace("{{robots}}", "noindex"), {
      siteFiles: { robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 } },
    })
    const { roots, listed } = expectGate(snapshot, "is-crawlable", ["indexable"])
    expect(statusOf(roots, "meta-description")?.status).toBe("fail")
    expect(listed.has("meta-description")).toBe(true)
    for (const id of pageLevelFailures) expect(statusOf(roots, id)?.status, id).toBe("fail")
  })

  it("a page with nothing of its own: has-content gates the substantive and indexable checks; its thinness is one finding", () => {
    const snapshot = snapshotOfHtml(
      flawedPage.replace("{{robots}}", "all").replace(shortText, "Coming soon."),
    )
    const { roots, listed, result } = expectGate(snapshot, "has-content", ["substantive", "indexable"])
    // The short page's other defects are findings: no description, an image without alt.
    for (const id of ["meta-description", "image-alt", "document-title", "html-has-lang", "viewport"])
      expect(listed.has(id), id).toBe(true)
    // Too few words and placeholder text are has-content's own finding, not two more.
    for (const id of ["word-count", "placeholder-text"])
      expect(statusOf(roots, id)).toMatchObject({ status: "fail", hiddenBy: "has-content" })
    expect(result.score.parts.content).toBe(0)
  })

  it("raising the short page to substantive lets the same checks earn: fixing the gate never lowers a score", () => {
    const thin = auditSnapshot(
      snapshotOfHtml(flawedPage.replace("{{robots}}", "all").replace(shortText, "Coming soon.")),
      { registry },
    )
    const substantive = auditSnapshot(snapshotOfHtml(flawedPage.replace("{{robots}}", "all")), { registry })
    for (const part of ["content", "google", "ai", "technical"] as const)
      expect(substantive.score.parts[part] ?? 0, part).toBeGreaterThanOrEqual(thin.score.parts[part] ?? 0)
  })

  it("a healthy page is gated by nothing", () => {
    const roots = judge(snapshotOfHtml(flawedPage.replace("{{robots}}", "all")))
    expect(roots.filter((root) => root.gatedBy !== undefined)).toEqual([])
  })
})

import { FailedPageEntry, locales, type Result } from "@svc/contract"
import { lighthouseScore, textsIn } from "@svc/core"
import { HtmlReportFailed, renderFailedHtmlReport, renderHtmlReport } from "@svc/html-report"
import { describe, expect, it } from "vitest"
import { demoResult, handmadeResult, siteOf } from "../../pdf/test/results"
import { expectedScores } from "./expected-scores"
import { readReport } from "./read-report"

/** What the report shows as each score, by the name on its `data-score`, and its findings in order. */
const shownFigures = (html: string) => {
  const report = readReport(html)
  const scores = Object.fromEntries(
    report
      .withAttribute("data-score")
      .map((element) => [report.attribute(element, "data-score"), report.textOf(element)]),
  )
  const findings = report
    .withAttribute("data-finding")
    .map((element) => report.attribute(element, "data-finding"))
  return { report, scores, findings }
}

describe("the HTML report shows the result", () => {
  it("with the same scores and findings as the JSON result, in every locale, headings in that locale", () => {
    for (const locale of locales) {
      const result = demoResult(locale)
      const { report, scores, findings } = shownFigures(renderHtmlReport(result, { locale }))
      const t = textsIn(locale)
      expect(scores).toMatchObject(expectedScores(result, locale))
      expect(result.findings.length).toBeGreaterThan(5)
      // Grouped by category, the group of the worst finding first: each group keeps the result's order.
      expect([...findings].sort()).toEqual(result.findings.map((finding) => finding.id).sort())
      for (const category of new Set(result.findings.map((finding) => finding.category))) {
        const inGroup = result.findings
          .filter((finding) => finding.category === category)
          .map((finding) => finding.id)
        expect(findings.filter((id) => inGroup.includes(id ?? ""))).toEqual(inGroup)
      }
      expect(findings[0]).toBe(result.findings[0]?.id)
      const headings = report.elements.filter((element) => element.tagName === "h2").map(report.textOf)
      expect(headings).toEqual([
        t("section.scores"),
        t("section.checks"),
        t("section.lighthouse"),
        t("section.query"),
        t("section.page"),
        t("findings"),
      ])
      const html = report.elements.find((element) => element.tagName === "html")
      expect(html && report.attribute(html, "lang")).toBe(locale)
      for (const finding of result.findings) {
        const text = report.bodyText()
        expect(text).toContain(finding.label)
        expect(text).toContain(finding.fix)
      }
    }
  })

  it("in Slovak: the Slovak words of the report and the translated labels of the result", () => {
    const result = demoResult("sk")
    const html = renderHtmlReport(result, { locale: "sk" })
    for (const word of [
      "Audit webovej stránky",
      "Skóre",
      "Kontroly",
      "Údaje o stránke",
      "Zistenia",
      "Hlavné skóre",
      "Oprava",
      "Zobraziť zistenia",
    ])
      expect(html).toContain(word)
    expect(html).not.toContain("Page facts")
    expect(html).toContain(result.findings[0]?.label)
  })

  it("Lighthouse's mobile and desktop figures on the 0–100 scale, the summary and the page facts", () => {
    const result = handmadeResult()
    const { report, scores } = shownFigures(renderHtmlReport(result))
    expect(scores).toMatchObject({
      "lighthouse-mobile-performance": String(lighthouseScore(0.43)),
      "lighthouse-desktop-performance": "91",
      "lighthouse-desktop-seo": "not measured",
      query: "64",
    })
    const summary = Object.fromEntries(
      report
        .withAttribute("data-summary")
        .map((element) => [report.attribute(element, "data-summary"), report.textOf(element)]),
    )
    expect(summary).toEqual({
      failed: "6",
      review: "2",
      extras: "1",
      passed: "30",
      notApplicable: "4",
      unavailable: "1",
    })
    const body = report.bodyText()
    for (const text of [
      "“sourdough bread” · your phrase",
      "bakery košice",
      "812 / 1,204",
      "240 ms",
      "Product",
      "Root causes: 44 · checks run: 51",
    ])
      expect(body).toContain(text)
    expect(renderHtmlReport(handmadeResult({ performance: undefined }))).toContain(
      "Lighthouse did not measure this page",
    )
  })

  it("site figures only for an audit of several pages", () => {
    const result = demoResult()
    const site = siteOf([result, demoResult()])
    const { scores, report } = shownFigures(renderHtmlReport(result, { site }))
    expect(scores.site).toBe(site.score === null ? "not measured" : String(site.score))
    expect(report.elements.some((element) => report.attribute(element, "id") === "site-heading")).toBe(true)
    expect(renderHtmlReport(result, { site: siteOf([result]) })).not.toContain("site-heading")
  })

  it("no findings: says nothing needs doing and offers no filters", () => {
    const html = renderHtmlReport(handmadeResult({ findings: [] }))
    expect(html).toContain("No check failed and nothing needs review.")
    expect(html).not.toContain('type="checkbox"')
  })
})

describe("a page that could not be audited", () => {
  const page = FailedPageEntry.make({
    url: "https://gone.example/",
    status: "failed",
    error: { error: "The page did not answer.", code: "unreachable" },
  })

  it("gets a report saying that it failed and why, in its locale", () => {
    const english = readReport(renderFailedHtmlReport(page))
    expect(english.first("h1")).toBe("This page could not be audited")
    const body = english.bodyText()
    expect(body).toContain("The page did not answer. (unreachable)")
    expect(body).toContain("could not be resolved or connected to")
    const slovak = readReport(renderFailedHtmlReport(page, { locale: "es" }))
    expect(slovak.first("h1")).toBe("No se pudo auditar esta página")
  })
})

describe("bad input", () => {
  it("throws HtmlReportFailed, and nothing else, for a result off the contract or bad options", () => {
    const cases: Array<() => string> = [
      () => renderHtmlReport({ ...handmadeResult(), score: "high" } as unknown as Result),
      () => renderHtmlReport(null as unknown as Result),
      () => renderHtmlReport(handmadeResult(), { locale: "de" as "en" }),
      () => renderHtmlReport(handmadeResult(), null as unknown as object),
      () => renderHtmlReport(handmadeResult(), { site: { addresses: -1 } as never }),
      () => renderFailedHtmlReport({ url: "x", status: "done" } as unknown as FailedPageEntry),
    ]
    for (const render of cases) expect(render).toThrow(HtmlReportFailed)
  })
})

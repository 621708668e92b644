import { checksFootnote, evidenceBeyondItems, itemsToList, reportFooter, unmarkedText } from "@svc/core"
import { renderReport } from "@svc/pdf"
import { describe, expect, it } from "vitest"
import { collapse, largestWord, linesOf, rawOf, textOf, unhyphenated } from "./pdf-text"
import { auditOf, demoResult, handmadeResult, manyFindings, siteOf } from "./results"

describe("the report says what the result says", () => {
  it("shows the demo audit's scores, page facts, phrase, counts and every finding with its label and fix", () => {
    const result = demoResult()
    const pdf = renderReport(result)
    const text = textOf(pdf)
    const lines = linesOf(pdf)
    expect(text).toContain("Website audit report".toUpperCase())
    expect(text).toContain(result.url)
    expect(text).toContain("Scanned 22 November 2026 at 10:15 UTC")
    expect(largestWord(pdf, 1)).toBe(String(result.score.svc))
    expect(text).toContain("Main score")
    const { parts } = result.score
    expect(lines).toContain(`Content ${parts.content}`)
    expect(lines).toContain(`Google ${parts.google}`)
    expect(lines).toContain(`AI search ${parts.ai}`)
    expect(lines).toContain(`Technical ${parts.technical}`)
    expect(lines).toContain("Experience not measured")
    expect(lines).toContain(`SEO ${result.score.seo} GEO ${result.score.geo} HTML ${result.score.html}`)
    expect(text).toContain("Lighthouse did not measure this page")
    expect(text).toContain(`“${result.query.primary}”`)
    for (const suggestion of result.query.suggestions) expect(text).toContain(suggestion)
    expect(text).toContain(`${result.summary.failed} Failed`)
    expect(text).toContain(`${result.summary.passed} Passed`)
    expect(text).toContain(collapse(checksFootnote("en", result.summary)))
    expect(text).toContain(collapse(reportFooter("en", result, (phrase) => phrase)[0]))
    expect(text).toContain("Report language: English")
    expect(text).toContain(collapse(result.page.title ?? ""))
    expect(text).toContain(`${result.page.wordCount.main} / ${result.page.wordCount.total}`)
    expect(result.findings.length).toBeGreaterThan(2)
    const prose = unhyphenated(text)
    for (const finding of result.findings) {
      expect(text).toContain(collapse(finding.label))
      expect(prose).toContain(unhyphenated(unmarkedText(finding.fix)))
      expect(prose).toContain(unhyphenated(evidenceBeyondItems(finding, "en")))
      for (const item of itemsToList(finding).slice(0, 5)) expect(prose).toContain(unhyphenated(item.message))
      expect(text).toContain(finding.id)
    }
    expect(text).not.toContain("Site figures")
  })

  it("lists findings worst first, failures under their own heading before items to review", () => {
    const result = demoResult()
    const text = textOf(renderReport(result))
    const positions = result.findings.map((finding) => text.indexOf(collapse(finding.label)))
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    const failures = result.findings.filter((finding) => finding.status === "fail").length
    expect(text).toContain(`Failed (${failures})`)
    expect(text.indexOf(`Failed (${failures})`)).toBeLessThan(positions[0] ?? -1)
  })

  it("keeps Slovak diacritics intact in headings, translated labels and quoted page content", () => {
    const result = demoResult("sk")
    const text = textOf(renderReport(result, { locale: "sk" }))
    for (const heading of [
      "AUDIT WEBOVEJ STRÁNKY",
      "Hlavné skóre",
      "Zistenia",
      "Vyhľadávacia fráza",
      "Údaje o stránke",
    ])
      expect(text).toContain(heading)
    expect(text).toContain("Analyzované 22. novembra 2026 o 10:15 UTC")
    expect(text).toContain("Sourdough bread in Košice | Kváskový chlieb bakery")
    expect(text).toContain("Stránka má meta popis")
    expect(text).toContain("Každý obrázok má alternatívny text")
    const pangram = "Kŕdeľ šťastných ďatľov učí pri ústí Váhu mĺkveho koňa obhrýzať kôru a žrať čerstvé mäso."
    const handmade = handmadeResult({
      findings: [{ ...(manyFindings(1)[0] ?? fail()), label: "Ľúbivý titulok", evidence: pangram }],
    })
    const handmadeText = textOf(renderReport(handmade, { locale: "sk" }))
    expect(handmadeText).toContain(pangram)
    expect(handmadeText).toContain("Ľúbivý titulok")
  })

  it("sets headings in Spanish and falls back to English only where no translation exists", () => {
    const text = textOf(renderReport(demoResult("es"), { locale: "es" }))
    for (const heading of [
      "INFORME DE AUDITORÍA WEB",
      "Puntuación principal",
      "Hallazgos",
      "Frase de búsqueda",
    ])
      expect(text).toContain(heading)
    expect(text).toContain("Analizada el 22 de noviembre de 2026")
    expect(text).toContain("Lighthouse")
  })

  it("writes scores that were not measured as not measured, never as 0, and says what did not finish", () => {
    const result = handmadeResult({
      score: {
        svc: null,
        parts: { content: null, google: 40, ai: null, technical: 0, experience: null },
        seo: null,
        geo: 12,
        html: null,
      },
      query: { primary: "", source: "none", score: null, suggestions: [] },
      unmeasured: ["performance", "robots", "llms"],
    })
    const { performance: _omitted, ...withoutPerformance } = result
    const pdf = renderReport(withoutPerformance)
    const text = textOf(pdf)
    const lines = linesOf(pdf)
    expect(largestWord(pdf, 1)).toBe("–")
    expect(text).toContain("Main score not measured")
    for (const line of ["Content not measured", "Google 40", "AI search not measured", "Technical 0"])
      expect(lines).toContain(line)
    expect(lines).toContain("SEO not measured GEO 12 HTML not measured")
    expect(text).toContain("Not measured: Lighthouse, robots.txt, llms.txt.")
    expect(text).toContain("Lighthouse did not measure this page")
    expect(text).toContain("No phrase could be derived from the page.")
    expect(text).toContain("No check failed and nothing needs review.")
  })

  it("shows Lighthouse's mobile and desktop figures on the 0–100 scale", () => {
    const lines = linesOf(renderReport(handmadeResult()))
    expect(lines).toContain("Performance Accessibility SEO")
    expect(lines).toContain("Mobile 43 88 92")
    expect(lines).toContain("Desktop 91 88 not measured")
  })

  it("prints site figures and site-wide issues with their pages when the audit had several pages", () => {
    const blocked =
      "<html lang=en><head><title>Shop</title></head><body><main><h1>Shop</h1><p>Bread.</p></main></body></html>"
    const pages = [
      auditOf(blocked, "https://shop.example.com/"),
      auditOf(blocked, "https://shop.example.com/rye"),
      auditOf(blocked, "https://shop.example.com/contact"),
    ]
    const site = siteOf(pages)
    expect(site.issues.length).toBeGreaterThan(0)
    const [first] = pages
    if (first === undefined) throw new Error("no page")
    const pdf = renderReport(first, { site })
    const text = textOf(pdf)
    expect(text).toContain("Site figures")
    const lines = linesOf(pdf)
    expect(lines).toContain("Addresses Unique pages Mean score Site score")
    expect(lines).toContain(`${site.addresses} ${site.uniquePages} ${site.meanScore} ${site.score}`)
    expect(text).toContain("Site-wide issues")
    for (const issue of site.issues) {
      expect(text).toContain(collapse(issue.label))
      expect(text).toContain(collapse(issue.fix))
    }
    for (const url of ["https://shop.example.com/rye", "https://shop.example.com/contact"]) {
      expect(text).toContain(url)
      expect(rawOf(pdf)).toContain(`/URI (${url})`)
    }
    const single = siteOf([first])
    expect(textOf(renderReport(first, { site: single }))).not.toContain("Site figures")
  })

  it("links each finding to its rule's page: docs/rules by default, the operator's template, or none", () => {
    const result = demoResult()
    const ids = result.findings.map((finding) => finding.id)
    expect(ids.length).toBeGreaterThan(0)
    const byDefault = rawOf(renderReport(result))
    for (const id of ids)
      expect(byDefault).toContain(`/URI (https://github.com/svc-audit/svc/blob/main/docs/rules/${id}.md)`)
    const own = rawOf(renderReport(result, { ruleDocsUrl: "https://docs.example.org/checks/{id}" }))
    for (const id of ids) expect(own).toContain(`/URI (https://docs.example.org/checks/${id})`)
    expect(own).not.toContain("docs/rules/")
    const none = rawOf(renderReport(result, { ruleDocsUrl: false }))
    expect(none).not.toContain("docs/rules/")
    expect(textOf(renderReport(result, { ruleDocsUrl: false }))).not.toContain("About this check")
    expect(() => renderReport(result, { ruleDocsUrl: "javascript:{id}" })).toThrow(/ruleDocsUrl must be/)
  })

  it("makes the page's address and canonical URL clickable, and nothing that is not http(s)", () => {
    const result = handmadeResult({
      page: { ...handmadeResult().page, canonical: "javascript:alert(1)" },
    })
    const raw = rawOf(renderReport(result))
    expect(raw).toContain(`/URI (${result.url})`)
    expect(raw).not.toContain("javascript:")
  })
})

const fail = (): never => {
  throw new Error("expected a finding")
}

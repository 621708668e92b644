import { FailedPageEntry, type Finding, locales, type Result } from "@svc/contract"
import { formatTime, itemText, lighthouseScore, markedSegments, SVC_VERSION, textsIn } from "@svc/core"
import { HtmlReportFailed, renderFailedHtmlReport, renderHtmlReport } from "@svc/html-report"
import { describe, expect, it } from "vitest"
import {
  auditOf,
  demoResult,
  findingWithManyItems,
  galleryWithoutAlt,
  handmadeResult,
  siteOf,
} from "../../pdf/test/results"
import { expectedScores } from "./expected-scores"
import { type Element, readReport } from "./read-report"

/** A fix as a reader sees it: its words, code and link texts, without the marks. */
const shownFix = (fix: string) =>
  markedSegments(fix)
    .map((segment) => segment.text)
    .join("")

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
        expect(text).toContain(shownFix(finding.fix))
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
      "Each problem is counted once, however many checks report it: 51 checks ran and came to 44 problems checked, 39 of which apply to this page (4 do not apply, 1 could not be measured).",
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

describe("a finding's items", () => {
  /** The text of each item the finding's article lists: outside the disclosure, and inside it. */
  const itemsShown = (html: string, id: string) => {
    const report = readReport(html)
    const article = report.elements.find((element) => report.attribute(element, "data-finding") === id)
    if (article === undefined) throw new Error(`no finding ${id}`)
    const within = (root: Element, tagName: string): Element[] =>
      root.childNodes.flatMap((child) =>
        "tagName" in child ? [...(child.tagName === tagName ? [child] : []), ...within(child, tagName)] : [],
      )
    const details = within(article, "details")[0]
    const inDetails = new Set(details === undefined ? [] : within(details, "li"))
    const items = within(article, "ul").filter((list) => report.attribute(list, "class") === "items")
    const texts = (lis: ReadonlyArray<Element>) => lis.map((li) => report.textOf(li))
    const all = items.flatMap((list) => within(list, "li"))
    return {
      listed: texts(all.filter((li) => !inDetails.has(li))),
      disclosed: texts(all.filter((li) => inDetails.has(li))),
      summary: details === undefined ? undefined : report.textOf(within(details, "summary")[0] ?? details),
      text: report.textOf(article),
    }
  }

  const shownItem = (item: NonNullable<Finding["items"]>[number]) =>
    `${item.location?.line}:${item.location?.column} ${itemText(item)}`

  it("lists the first five at line:column and the rest behind a disclosure named in the report's language", () => {
    for (const [locale, heading, summary] of [
      ["en", "Occurrences", "7 more like these (12 in all)."],
      ["sk", "Výskyty", "Ďalšie podobné: 7 (spolu 12)."],
      ["es", "Casos", "7 más como estos (12 en total)."],
    ] as const) {
      const result = auditOf(galleryWithoutAlt, "https://pekaren.example/", locale)
      const finding = result.findings.find((each) => each.id === "image-alt")
      const items = finding?.items ?? []
      expect(items).toHaveLength(12)
      const shown = itemsShown(renderHtmlReport(result, { locale }), "image-alt")
      expect(shown.listed).toEqual(items.slice(0, 5).map(shownItem))
      expect(shown.disclosed).toEqual(items.slice(5).map(shownItem))
      expect(shown.summary).toBe(summary)
      expect(shown.text).toContain(heading)
    }
  })

  it("keeps out of the evidence what the listed items say: the evidence of twelve images is what they do not", () => {
    for (const locale of locales) {
      const result = auditOf(galleryWithoutAlt, "https://pekaren.example/", locale)
      const finding = result.findings.find((each) => each.id === "image-alt")
      const first = finding?.items?.[0]?.message ?? ""
      expect(finding?.evidence).toContain(first)
      const report = readReport(renderHtmlReport(result, { locale }))
      const block = report.elements.find(
        (element) => report.attribute(element, "data-finding") === "image-alt",
      )
      const evidence =
        block &&
        report.descendants(block).find((element) => report.attribute(element, "class") === "evidence")
      expect(evidence === undefined ? "" : report.textOf(evidence)).not.toContain(first)
      // A finding of one item keeps its evidence: there is no list to repeat it.
      const single = result.findings.find((each) => (each.itemCount ?? 0) <= 1 && each.evidence !== "")
      expect(single && report.bodyText()).toContain(single?.evidence.slice(0, 60))
    }
  })

  it("links every finding to its rule's page, where the operator publishes them, or nowhere", () => {
    const result = demoResult()
    const docsLinks = (html: string) => {
      const report = readReport(html)
      return report.elements
        .filter((element) => report.attribute(element, "class") === "docs")
        .map((element) => [report.textOf(element), report.attribute(element, "href")])
    }
    const byAddress = (links: ReadonlyArray<ReadonlyArray<string | undefined>>) =>
      [...links].sort((a, b) => String(a[1]).localeCompare(String(b[1])))
    expect(byAddress(docsLinks(renderHtmlReport(result)))).toEqual(
      byAddress(
        result.findings.map((finding) => [
          "About this check",
          `https://github.com/svc-audit/svc/blob/main/docs/rules/${finding.id}.md`,
        ]),
      ),
    )
    expect(
      docsLinks(renderHtmlReport(result, { ruleDocsUrl: "https://audit.example/rules/{id}" })).map(
        ([, href]) => href,
      ),
    ).toContain(`https://audit.example/rules/${result.findings[0]?.id}`)
    expect(docsLinks(renderHtmlReport(result, { ruleDocsUrl: false }))).toEqual([])
    expect(() => renderHtmlReport(result, { ruleDocsUrl: "https://audit.example/rules/" })).toThrow(
      HtmlReportFailed,
    )
  })

  it("ends with what made it, with which settings and when, in the report's language", () => {
    const result = demoResult("sk")
    const report = readReport(renderHtmlReport(result, { locale: "sk" }))
    const footer = report.first("footer") ?? ""
    expect(footer).toContain(`svc ${SVC_VERSION}`)
    expect(footer).toContain("Jazyk správy: slovenčina")
    expect(footer).toContain(`hľadaná fráza: „${result.query.primary}“`.slice(0, 20))
    expect(footer).toContain(`Lighthouse: ${result.performance === undefined ? "nemerané" : "merané"}`)
    expect(footer).toContain(textsIn("sk")("report.scanned", { time: formatTime(result.scannedAt, "sk") }))
  })

  it("says how many the result does not list, lists a handful without a disclosure, and one item not at all", () => {
    const many = findingWithManyItems
    const few: Finding = {
      ...many,
      id: "duplicate-id",
      category: "technical",
      items: [
        { message: 'id="cart" is used twice.', subject: "košík" },
        { message: 'id="menu" is used twice.', location: { line: 7, column: 2 } },
      ],
      itemCount: 2,
    }
    const one: Finding = {
      ...many,
      id: "has-hsts",
      category: "technical",
      evidence: "The response has no Strict-Transport-Security header.",
      items: [{ message: "The response has no Strict-Transport-Security header." }],
      itemCount: 1,
    }
    const html = renderHtmlReport(handmadeResult({ findings: [many, few, one] }))
    const shownMany = itemsShown(html, "image-alt")
    expect(shownMany.listed).toHaveLength(5)
    expect(shownMany.disclosed).toHaveLength(95)
    expect(shownMany.summary).toBe("135 more like these (140 in all).")
    expect(shownMany.text).toContain("40 more not listed (the result keeps the first 100).")
    const shownFew = itemsShown(html, "duplicate-id")
    expect(shownFew).toMatchObject({
      listed: ['id="cart" is used twice. (košík)', '7:2 id="menu" is used twice.'],
      disclosed: [],
      summary: undefined,
    })
    expect(shownFew.text).not.toContain("more like these")
    // One item is the evidence's sentence: the report says it once.
    const shownOne = itemsShown(html, "has-hsts")
    expect(shownOne.listed).toEqual([])
    expect(shownOne.text).not.toContain("Occurrences")
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

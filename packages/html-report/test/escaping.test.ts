import { createHash } from "node:crypto"
import { ruleDocsUrl } from "@svc/core"
import { HTML_REPORT_CSP, renderHtmlReport } from "@svc/html-report"
import { describe, expect, it } from "vitest"
import { handmadeResult, manyFindings, siteOf } from "../../pdf/test/results"
import { readReport } from "./read-report"

const hostile = `</script><script>alert(1)</script><img src=x onerror="alert(2)"> " onmouseover='alert(3)' &amp; </style><iframe srcdoc="x">`

const hostileResult = () => {
  const base = handmadeResult()
  return handmadeResult({
    url: `https://shop.example.com/"><script>alert(4)</script>`,
    findings: manyFindings(6, () => hostile).map((finding, index) => ({
      ...finding,
      id: index === 0 ? `x"><img src=y onerror=alert(5)>` : finding.id,
      label: hostile,
      fix: `${hostile} \`${hostile}\``,
    })),
    query: { ...base.query, primary: hostile, suggestions: [hostile, "rye"] },
    page: {
      ...base.page,
      title: hostile,
      description: hostile,
      language: `en" onfocus="alert(6)`,
      canonical: `javascript:alert(7)//"><b>`,
    },
  })
}

describe("the HTML report escapes everything the page wrote", () => {
  const html = renderHtmlReport(hostileResult())
  const report = readReport(html)

  it("so that no element or attribute of the page's text exists once a browser's parser reads it", () => {
    const tags = new Set(report.elements.map((element) => element.tagName))
    for (const tag of ["script", "img", "iframe", "b"]) expect(tags.has(tag), tag).toBe(false)
    for (const element of report.elements)
      for (const attribute of element.attrs) expect(attribute.name, element.tagName).not.toMatch(/^on/)
    expect(report.elements.filter((element) => element.tagName === "style")).toHaveLength(1)
  })

  it("and shows those texts as they were written, as text", () => {
    expect(report.first("h1")).toBe(hostile)
    const labels = report.elements.filter((element) => report.attribute(element, "class") === "label")
    expect(labels.length).toBeGreaterThan(0)
    for (const label of labels) expect(report.textOf(label)).toBe(hostile)
    expect(
      report.withAttribute("data-finding").map((element) => report.attribute(element, "data-finding")),
    ).toContain(`x"><img src=y onerror=alert(5)>`)
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;")
  })

  it("links only http(s) addresses: a javascript: canonical stays text", () => {
    const hrefs = report.elements.flatMap((element) => report.attribute(element, "href") ?? [])
    const docs = new Set(hostileResult().findings.map((finding) => ruleDocsUrl(finding.id)))
    expect(docs.size).toBe(6)
    expect(hrefs.filter((href) => !href.startsWith("data:") && !docs.has(href))).toEqual([
      "https://shop.example.com/%22%3E%3Cscript%3Ealert(4)%3C/script%3E",
    ])
    expect(html).toContain("javascript:alert(7)//&quot;&gt;&lt;b&gt;")
  })

  it("shows a fix's code as code and its links as links, escaped like everything else", () => {
    const marked = renderHtmlReport(
      handmadeResult({
        findings: manyFindings(1).map((finding) => ({
          ...finding,
          fix: `Add \`${hostile}\`, see [${hostile}](https://shop.example.com/"onmouseover='alert(8)') or [x](javascript:alert(9))`,
        })),
      }),
      { ruleDocsUrl: false },
    )
    const read = readReport(marked)
    const fix = read.elements.find((element) => read.attribute(element, "class") === "fix")
    const children = (fix?.childNodes ?? []).filter((node) => "tagName" in node) as typeof read.elements
    expect(children.map((element) => element.tagName)).toEqual(["code", "a"])
    expect(children.map(read.textOf)).toEqual([hostile, hostile])
    expect(read.attribute(children[1] as (typeof read.elements)[number], "href")).toBe(
      "https://shop.example.com/%22onmouseover='alert(8",
    )
    expect(fix && read.textOf(fix)).toContain("or [x](javascript:alert(9))")
    expect(new Set(read.elements.map((element) => element.tagName))).not.toContain("script")
  })

  it("keeps site issues' pages and labels as text too", () => {
    const page = handmadeResult({ findings: manyFindings(3) })
    const site = siteOf([page, { ...page, url: "https://shop.example.com/b" }])
    const withIssue = {
      ...site,
      issues: [
        {
          id: "dup",
          label: hostile,
          level: "high" as const,
          evidence: hostile,
          fix: hostile,
          pages: [hostile],
        },
      ],
      cappedBy: "dup",
    }
    const siteReport = readReport(renderHtmlReport(page, { site: withIssue }))
    expect(siteReport.elements.some((element) => ["script", "img", "iframe"].includes(element.tagName))).toBe(
      false,
    )
    expect(siteReport.bodyText()).toContain(hostile)
  })

  it("carries a policy that lets nothing load or run, and allows its own stylesheet by its hash", () => {
    const policy = report.elements.find(
      (element) => report.attribute(element, "http-equiv") === "Content-Security-Policy",
    )
    expect(policy && report.attribute(policy, "content")).toBe(HTML_REPORT_CSP)
    expect(HTML_REPORT_CSP).toMatch(/^default-src 'none';/)
    expect(HTML_REPORT_CSP).not.toMatch(/script-src|unsafe/)
    const style = report.first("style") ?? ""
    const hash = createHash("sha256").update(style, "utf8").digest("base64")
    expect(HTML_REPORT_CSP).toContain(`style-src 'sha256-${hash}'`)
  })
})

describe("the HTML report caps what it echoes as the PDF does", () => {
  it("cuts a long title, phrase and evidence with an ellipsis and says so once", () => {
    const long = "Sourdough ".repeat(600)
    const base = handmadeResult()
    const html = renderHtmlReport(
      handmadeResult({
        findings: manyFindings(1, () => long),
        query: {
          ...base.query,
          primary: long,
          suggestions: Array.from({ length: 40 }, (_, index) => `rye ${index}`),
        },
        page: { ...base.page, title: long },
      }),
    )
    const report = readReport(html)
    const title = report.first("h1") ?? ""
    expect(title.length).toBe(200)
    expect(title.endsWith("…")).toBe(true)
    const evidence = report.elements.find((element) => report.attribute(element, "class") === "evidence")
    expect(evidence && report.textOf(evidence).length).toBe(1200)
    const chips = report.elements.filter((element) => report.attribute(element, "class") === "chips")
    expect(chips.flatMap((list) => list.childNodes.filter((node) => "tagName" in node))).toHaveLength(20)
    const shortened = "Texts ending in … are shortened; the JSON result has them in full."
    expect(report.first("footer")).toContain(shortened)
    expect(renderHtmlReport(base)).not.toContain(shortened)
  })
})

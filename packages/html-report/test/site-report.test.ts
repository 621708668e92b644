import { HtmlReportFailed, renderSiteReport, siteReportWriter } from "@svc/html-report"
import { parse } from "parse5"
import { describe, expect, it } from "vitest"
import { siteEntries, siteInput } from "./site-input"

describe("the site report", () => {
  it("names every URL of a site issue, links crawled URLs to their page's report, and embeds each page's report once", () => {
    const report = renderSiteReport(siteInput(), siteEntries())
    // Every item of the broken links, the linking page with its line.
    for (const line of [20, 21, 22, 23, 24, 25, 26])
      expect(report).toContain(`<span class="place">:${line}</span>`)
    expect(report.match(/<article class="page-report" id="page-\d+">/g)).toHaveLength(5)
    // Crawled URLs link inside the document; the 404 target, never crawled, stays an outside link.
    expect(report).toContain('href="#page-1">https://bakery.example/bread</a>')
    expect(report).toContain('href="https://bakery.example/gone"')
    // What caps the score links to its issue.
    expect(report).toContain('href="#issue-broken-internal-link"')
    // A site issue's rule page is the site rule's (docs/rules/site/), not a page rule's of the same name.
    expect(report).toContain("/docs/rules/site/broken-internal-link.md")
    expect(report).not.toContain("/docs/rules/broken-internal-link.md")
    // No id twice, though five page reports share one document.
    const ids = [...report.matchAll(/ id="([^"]+)"/g)].map((match) => match[1])
    expect(new Set(ids).size).toBe(ids.length)
    expect(() => parse(report)).not.toThrow()
  })

  it("links a redirect to the report of the page it leads to, and embeds no report of its own", () => {
    const input = siteInput()
    const bread = input.pages[1]
    if (bread === undefined) throw new Error("expected the bread page")
    const moved = { ...bread, url: "https://bakery.example/old-bread", finalUrl: bread.url, depth: 1 }
    const report = renderSiteReport({ ...input, pages: [...input.pages, moved] }, [
      ...siteEntries(),
      // Followed on the way, its result is the target's; stopped at the hop, it has none: never shown either way.
      { url: moved.url, status: "done", result: null, errorCode: null },
    ])
    expect(report).toContain('href="#page-1">https://bakery.example/old-bread</a>')
    expect(report.match(/<article class="page-report" id="page-\d+">/g)).toHaveLength(5)
    expect(report).not.toContain('id="page-5"')
  })

  it("says a redirect to a page the crawl never fetched has no report of its own, in the report's language", () => {
    const input = siteInput()
    const moved = {
      url: "https://bakery.example/moved",
      finalUrl: "https://bakery.example/unfetched",
      status: "done" as const,
      httpStatus: 301,
      code: null,
      depth: 1,
      title: null,
      score: null,
      linkScore: null,
    }
    const entries = [
      ...siteEntries(),
      { url: moved.url, status: "done" as const, result: null, errorCode: null },
    ]
    const english = renderSiteReport({ ...input, pages: [...input.pages, moved] }, entries)
    const article = english.split('<article class="page-report" id="page-5">')[1] ?? ""
    expect(article).toContain(
      "This address redirects to https://bakery.example/unfetched, which the crawl did not fetch: it has no report of its own.",
    )
    expect(article).not.toContain("This page could not be audited")
    const slovak = renderSiteReport({ ...input, pages: [...input.pages, moved] }, entries, { locale: "sk" })
    expect(slovak).toContain("Táto adresa presmerúva na https://bakery.example/unfetched")
  })

  it("sorts each copy of the pages table: score lowest first, depth shallowest first, link score highest first", () => {
    const report = renderSiteReport(siteInput(), siteEntries())
    const order = (sort: string) => {
      const table = report.split(`<div class="sorted" data-sort="${sort}">`)[1]?.split("</table>")[0] ?? ""
      return [...table.matchAll(/<tr data-url="([^"]+)"/g)].map((match) => match[1])
    }
    const pages = siteInput().pages
    const byScore = [...pages]
      .filter((page) => page.score !== null)
      .sort((a, b) => (a.score ?? 0) - (b.score ?? 0) || (a.url < b.url ? -1 : 1))
    expect(order("score").slice(0, byScore.length)).toEqual(byScore.map((page) => page.url))
    expect(order("score").at(-1)).toBe("https://bakery.example/slow")
    expect(order("depth")).toEqual([
      "https://bakery.example/",
      "https://bakery.example/bread",
      "https://bakery.example/copy",
      "https://bakery.example/gallery",
      "https://bakery.example/slow",
    ])
    expect(order("linkScore").slice(0, 4)).toEqual([
      "https://bakery.example/",
      "https://bakery.example/bread",
      "https://bakery.example/gallery",
      "https://bakery.example/copy",
    ])
  })

  it("written a page at a time, is the same document as at once", () => {
    const writer = siteReportWriter(siteInput(), { locale: "sk" })
    const parts = [writer.opening, ...siteEntries().map(writer.page), writer.closing()]
    expect(parts.join("")).toBe(renderSiteReport(siteInput(), siteEntries(), { locale: "sk" }))
    expect(
      writer.page({
        url: "https://elsewhere.example/",
        status: "failed",
        result: null,
        errorCode: "timeout",
      }),
    ).toBe("")
  })

  it("refuses what does not match the contract with HtmlReportFailed", () => {
    expect(() => renderSiteReport({ ...siteInput(), site: { addresses: -1 } as never }, [])).toThrow(
      HtmlReportFailed,
    )
    expect(() =>
      renderSiteReport(siteInput(), [
        { url: "https://bakery.example/", status: "done", result: { nope: 1 }, errorCode: null },
      ]),
    ).toThrow(HtmlReportFailed)
    expect(() => renderSiteReport(siteInput(), [], { locale: "de" as never })).toThrow(HtmlReportFailed)
    expect(() => renderSiteReport({ ...siteInput(), pages: null as never }, [])).toThrow(HtmlReportFailed)
  })
})

import { renderHtmlReport } from "@svc/html-report"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { anyReportInput } from "../../pdf/test/arbitrary-results"
import { readReport } from "./read-report"

/** Every element the report writes itself; a page's text must never add another. */
const reportTags = new Set(
  "html head meta title link style body main header footer section article div p h1 h2 h3 h4 a span strong code ul li dl dt dd details summary table thead tbody tr th td fieldset legend input label svg circle rect".split(
    " ",
  ),
)

describe("any result the contract accepts", () => {
  it("renders to a report whose elements are the report's own, with every finding and its id intact", () => {
    fc.assert(
      fc.property(anyReportInput, ([result, site, locale]) => {
        const report = readReport(renderHtmlReport(result, { site, locale }))
        for (const element of report.elements) {
          expect(reportTags.has(element.tagName), element.tagName).toBe(true)
          for (const attribute of element.attrs) expect(attribute.name).not.toMatch(/^on/)
        }
        expect(report.elements.filter((element) => element.tagName === "style")).toHaveLength(1)
        expect(report.elements.filter((element) => element.tagName === "h1")).toHaveLength(1)
        const ids = report
          .withAttribute("data-finding")
          .map((element) => report.attribute(element, "data-finding"))
        expect([...ids].sort()).toEqual(result.findings.map((finding) => finding.id).sort())
      }),
      { numRuns: 60 },
    )
  }, 120_000)
})

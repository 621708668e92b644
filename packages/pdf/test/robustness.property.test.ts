import { renderReport } from "@svc/pdf"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { anyReportInput } from "./arbitrary-results"

describe("any result the contract accepts renders", () => {
  it("to a complete PDF, whatever its texts, in every locale", () => {
    fc.assert(
      fc.property(anyReportInput, ([result, site, locale]) => {
        const pdf = renderReport(result, { site, locale })
        const text = Buffer.from(pdf).toString("latin1")
        expect(text.startsWith("%PDF-1.7")).toBe(true)
        expect(text.trimEnd().endsWith("%%EOF")).toBe(true)
      }),
      { numRuns: 30 },
    )
  }, 120_000)
})

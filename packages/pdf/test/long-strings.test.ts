import { renderReport } from "@svc/pdf"
import { describe, expect, it } from "vitest"
import { handmadeResult } from "./results"

describe("a result holding page text of megabytes (stored before results capped what they echo)", () => {
  it("renders to a PDF of the usual size", () => {
    const usual = handmadeResult()
    const long = "Sourdough bread ".repeat(327_680)
    const huge = handmadeResult({
      page: { ...usual.page, title: long, description: long, canonical: `https://example.com/${long}` },
    })
    expect(renderReport(huge).byteLength).toBeLessThan(renderReport(usual).byteLength * 1.5)
  })
})

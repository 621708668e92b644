import { fc, test } from "@fast-check/vitest"
import { measurementTemplates } from "@svc/core"
import { describe, expect, it } from "vitest"
import { figuresOf, lighthouseRunOf, measuredStatus, measurementsOf } from "../src/measurements"

const node = (snippet: string, explanation?: string) => ({
  type: "node",
  selector: "body > x",
  snippet,
  ...(explanation === undefined ? {} : { explanation }),
})

/** A small LHR in Lighthouse 12's shape: three categories, audits of every display mode. */
const report = {
  categories: {
    performance: {
      score: 0.42,
      auditRefs: [{ id: "largest-contentful-paint" }, { id: "render-blocking-resources" }, { id: "metrics" }],
    },
    accessibility: {
      score: 0.81,
      auditRefs: [{ id: "image-alt" }, { id: "color-contrast" }, { id: "document-title" }],
    },
    seo: {
      score: 0.92,
      auditRefs: [{ id: "document-title" }, { id: "canonical" }, { id: "structured-data" }],
    },
  },
  audits: {
    "largest-contentful-paint": {
      id: "largest-contentful-paint",
      title: "Largest Contentful Paint",
      scoreDisplayMode: "numeric",
      score: 0.31,
      displayValue: "5.1 s",
      numericValue: 5123.4,
      numericUnit: "millisecond",
    },
    "largest-contentful-paint-element": {
      scoreDisplayMode: "informative",
      details: { type: "list", items: [{ type: "table", items: [{ node: node('<img src="/hero.jpg">') }] }] },
    },
    "render-blocking-resources": {
      title: "Eliminate render-blocking resources",
      scoreDisplayMode: "metricSavings",
      score: 0.5,
      details: {
        type: "opportunity",
        overallSavingsMs: 912.4,
        items: [{ url: "https://example.com/app.css", wastedMs: 612.2, totalBytes: 20_000 }],
      },
    },
    metrics: { scoreDisplayMode: "informative", score: null },
    "image-alt": {
      title: "Image elements do not have `[alt]` attributes",
      scoreDisplayMode: "binary",
      score: 0,
      details: {
        type: "table",
        items: [
          {
            node: node(
              '<img src="/x.png">',
              "Fix any of the following:\n  Element does not have an alt attribute\n  aria-label attribute does not exist",
            ),
          },
        ],
      },
    },
    "color-contrast": { scoreDisplayMode: "binary", score: 1 },
    "document-title": { scoreDisplayMode: "binary", score: 1 },
    canonical: { scoreDisplayMode: "notApplicable", score: null },
    "structured-data": { scoreDisplayMode: "manual", score: null },
  },
}

describe("measurementsOf", () => {
  it("maps every checking audit of the run categories once, with status and items", () => {
    expect(measurementsOf(report, "mobile")).toEqual([
      {
        source: "lighthouse/mobile",
        auditId: "largest-contentful-paint",
        status: "fail",
        items: [
          { messageId: "metric.seconds", data: { seconds: 5.1 } },
          {
            messageId: "element.largestPaint",
            data: { element: '<img src="/hero.jpg">' },
            subject: '<img src="/hero.jpg">',
          },
        ],
      },
      {
        source: "lighthouse/mobile",
        auditId: "render-blocking-resources",
        status: "review",
        items: [
          { messageId: "savings.time", data: { milliseconds: 912 } },
          {
            messageId: "resource.time",
            data: { url: "https://example.com/app.css", milliseconds: 612 },
            subject: "https://example.com/app.css",
            url: "https://example.com/app.css",
          },
        ],
      },
      {
        source: "lighthouse/mobile",
        auditId: "image-alt",
        status: "fail",
        items: [
          { messageId: "element", data: { element: '<img src="/x.png">' }, subject: '<img src="/x.png">' },
        ],
      },
      { source: "lighthouse/mobile", auditId: "color-contrast", status: "pass" },
      { source: "lighthouse/mobile", auditId: "document-title", status: "pass" },
      { source: "lighthouse/mobile", auditId: "canonical", status: "notApplicable" },
    ])
  })

  it("reads the category scores as figures, and both form factors into one run", () => {
    const run = lighthouseRunOf({ mobile: report, desktop: { ...report, categories: { seo: { score: 1 } } } })
    expect(run.figures).toEqual({
      mobile: { performance: 0.42, accessibility: 0.81, seo: 0.92 },
      desktop: { performance: null, accessibility: null, seo: 1 },
    })
    expect(run.audits.filter((entry) => entry.source === "lighthouse/desktop")).toEqual([])
    expect(run.audits).toHaveLength(6)
  })

  it.each([
    [{ scoreDisplayMode: "binary", score: 1 }, "pass"],
    [{ scoreDisplayMode: "binary", score: 0 }, "fail"],
    [{ scoreDisplayMode: "numeric", score: 0.9 }, "pass"],
    [{ scoreDisplayMode: "numeric", score: 0.89 }, "review"],
    [{ scoreDisplayMode: "numeric", score: 0.5 }, "review"],
    [{ scoreDisplayMode: "numeric", score: 0.49 }, "fail"],
    [{ scoreDisplayMode: "numeric", score: null }, "unavailable"],
    [{ scoreDisplayMode: "metricSavings", score: 0 }, "fail"],
    [{ scoreDisplayMode: "notApplicable", score: null }, "notApplicable"],
    [{ scoreDisplayMode: "error", score: null }, "unavailable"],
    [{ scoreDisplayMode: "manual", score: null }, undefined],
    [{ scoreDisplayMode: "informative", score: 1 }, undefined],
  ] as const)("judges %j as %s", (audit, status) => {
    expect(measuredStatus(audit)).toBe(status)
  })
})

/** Anything shaped a little like an LHR: the mapping must take it without throwing. */
const lhrShaped = fc.record(
  {
    categories: fc.dictionary(
      fc.constantFrom("performance", "accessibility", "seo", "x"),
      fc.record(
        {
          score: fc.oneof(fc.double(), fc.constant(null), fc.string()),
          auditRefs: fc.oneof(
            fc.array(fc.record({ id: fc.constantFrom("a", "b", "image-alt") })),
            fc.anything(),
          ),
        },
        { requiredKeys: [] },
      ),
    ),
    audits: fc.dictionary(
      fc.constantFrom("a", "b", "image-alt", "largest-contentful-paint-element"),
      fc.record(
        {
          title: fc.oneof(fc.string(), fc.anything()),
          scoreDisplayMode: fc.constantFrom("binary", "numeric", "metricSavings", "error", "manual", "x"),
          score: fc.oneof(fc.double(), fc.constant(null)),
          displayValue: fc.anything(),
          errorMessage: fc.anything(),
          details: fc.oneof(
            fc.anything(),
            fc.record({
              type: fc.constantFrom("table", "list", "opportunity"),
              items: fc.array(
                fc.oneof(fc.anything(), fc.record({ node: fc.anything(), url: fc.anything() })),
              ),
              overallSavingsMs: fc.anything(),
            }),
          ),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
)

describe("the mapping on arbitrary input", () => {
  test.prop([fc.oneof(lhrShaped, fc.anything())])(
    "never throws; statuses valid, scores within 0–1",
    (lhr) => {
      const run = lighthouseRunOf({ mobile: lhr, desktop: lhr })
      for (const figures of [run.figures.mobile, run.figures.desktop])
        for (const score of Object.values(figures))
          expect(score === null || (typeof score === "number" && score >= 0 && score <= 1)).toBe(true)
      for (const entry of run.audits) {
        expect(["pass", "fail", "review", "notApplicable", "unavailable"]).toContain(entry.status)
        for (const item of entry.items ?? [])
          expect(Object.hasOwn(measurementTemplates, item.messageId)).toBe(true)
      }
      expect(figuresOf(lhr)).toEqual(run.figures.mobile)
    },
  )
})

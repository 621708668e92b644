import { readFileSync } from "node:fs"
import type { Locale } from "@svc/contract"
import {
  type AnyRule,
  auditSnapshot,
  createRegistry,
  defineRule,
  evaluate,
  measurementTemplates,
  snapshotOfHtml,
} from "@svc/core"
import { templatePattern } from "@svc/rule-tester"
import { describe, expect, it } from "vitest"
import { lighthouseRunOf, measurementsOf } from "../src/measurements"

/**
 * A real Lighthouse 12.8.2 report (mobile) of a small bakery page with a render-blocking stylesheet,
 * an oversized image without alt text, light grey text, three tiny links and a "click here" link;
 * trimmed to the audits its categories refer to.
 */
const lhr: unknown = JSON.parse(
  readFileSync(new URL("./fixtures/bakery-mobile.lhr.json", import.meta.url), "utf8"),
)
const origin = "http://127.0.0.1:38053"

const itemsOf = (auditId: string) =>
  measurementsOf(lhr, "mobile").find((measurement) => measurement.auditId === auditId)?.items

describe("the items of a real Lighthouse report", () => {
  it("lists each failing element with its snippet, and what axe measured about it", () => {
    expect(itemsOf("color-contrast")).toEqual([
      {
        messageId: "element.contrast",
        data: {
          element: '<p style="color:#bbbbbb;background:#ffffff">',
          ratio: 1.91,
          expected: 4.5,
          foreground: "#bbbbbb",
          background: "#ffffff",
        },
        subject: '<p style="color:#bbbbbb;background:#ffffff">',
      },
    ])
    expect(itemsOf("target-size")).toEqual(
      [
        ["a", 4.5],
        ["b", 4.5],
        ["c", 4],
      ].map(([name, width]) => ({
        messageId: "element.targetSize",
        data: { element: `<a href="/${name}" style="font-size:8px">`, width, height: 9, minimum: 24 },
        subject: `<a href="/${name}" style="font-size:8px">`,
      })),
    )
    expect(itemsOf("image-alt")).toEqual([
      {
        messageId: "element",
        data: { element: '<img src="/loaves.png" width="100">' },
        subject: '<img src="/loaves.png" width="100">',
      },
    ])
  })

  it("lists resources with their savings as numbers, and links with their text", () => {
    expect(itemsOf("render-blocking-resources")).toEqual([
      { messageId: "savings.time", data: { milliseconds: 647 } },
      {
        messageId: "resource.time",
        data: { url: `${origin}/app.css`, milliseconds: 677 },
        subject: `${origin}/app.css`,
        url: `${origin}/app.css`,
      },
    ])
    expect(itemsOf("uses-responsive-images")).toEqual([
      { messageId: "savings.bytes", data: { kibibytes: 55 } },
      {
        messageId: "resource.bytes",
        data: { url: `${origin}/loaves.png`, kibibytes: 55 },
        subject: '<img src="/loaves.png" width="100">',
        url: `${origin}/loaves.png`,
      },
    ])
    expect(itemsOf("link-text")).toEqual([
      {
        messageId: "link",
        data: { text: "click here", url: `${origin}/recipes` },
        subject: "click here",
        url: `${origin}/recipes`,
      },
    ])
    // A failing audit whose report names nothing: no items; the engine says it failed.
    expect(itemsOf("meta-description")).toEqual([])
  })

  it("reads a metric's value and the elements behind it", () => {
    const audits = (lhr as { audits: Record<string, Record<string, unknown>> }).audits
    const slower = {
      ...(lhr as object),
      audits: {
        ...audits,
        "largest-contentful-paint": {
          ...audits["largest-contentful-paint"],
          score: 0.2,
          numericValue: 5123.4,
        },
        "cumulative-layout-shift": { ...audits["cumulative-layout-shift"], score: 0.3 },
      },
    }
    const items = (auditId: string) =>
      measurementsOf(slower, "desktop").find((measurement) => measurement.auditId === auditId)?.items
    const paragraph = '<p style="color:#bbbbbb;background:#ffffff">'
    expect(items("largest-contentful-paint")).toEqual([
      { messageId: "metric.seconds", data: { seconds: 5.1 } },
      { messageId: "element.largestPaint", data: { element: paragraph }, subject: paragraph },
    ])
    expect(items("cumulative-layout-shift")).toEqual([
      { messageId: "metric.value", data: { value: 0.01 } },
      { messageId: "element.shift", data: { element: paragraph, score: 0.01 }, subject: paragraph },
    ])
  })
})

const measured = (id: string, sameAs: ReadonlyArray<string>): AnyRule =>
  defineRule({
    id,
    part: "experience",
    category: "accessibility",
    level: "medium",
    sameAs,
    requires: [],
    label: `Rule ${id}`,
    fix: `Fix ${id}.`,
  })

/** Rules claiming the audits the report fails, one of them with nothing to judge, one unmeasured. */
const registry = createRegistry([
  {
    id: "measured",
    rules: [
      measured("contrast", ["color-contrast"]),
      measured("targets", ["target-size"]),
      measured("alt", ["image-alt"]),
      measured("blocking", ["render-blocking-resources"]),
      measured("images", ["uses-responsive-images"]),
      measured("links", ["link-text"]),
      measured("description", ["meta-description"]),
      measured("canonical-link", ["canonical"]),
    ],
  },
])

const englishPatterns = Object.values(measurementTemplates).map(templatePattern)

const auditIn = (locale: Locale) =>
  auditSnapshot(snapshotOfHtml("<!doctype html><title>Pekáreň</title><p>Chlieb</p>"), {
    registry,
    locale,
    lighthouse: lighthouseRunOf({ mobile: lhr, desktop: lhr }),
  })

describe("measured findings in the audit's language", () => {
  it("lists every item of both form factors, in English by default", () => {
    const result = auditIn("en")
    const targets = result.findings.find((finding) => finding.id === "targets")
    expect(targets?.itemCount).toBe(6)
    expect(targets?.items?.[0]).toEqual({
      message:
        'Lighthouse (desktop): <a href="/a" style="font-size:8px"> is 4.5 × 9 px, smaller than 24 × 24 px.',
      subject: '<a href="/a" style="font-size:8px">',
    })
    expect(result.findings.find((finding) => finding.id === "description")?.evidence).toBe(
      "Lighthouse (desktop) reports this audit as failed. Lighthouse (mobile) reports this audit as failed.",
    )
  })

  it.each([
    [
      "en",
      "Lighthouse (mobile) found nothing this audit applies to.",
      "Lighthouse (mobile) could not run this audit: Required ViewportDimensions gatherer did not run.",
    ],
    [
      "sk",
      "Lighthouse (mobil) nenašiel nič, na čo sa tento audit vzťahuje.",
      "Lighthouse (mobil) nemohol tento audit spustiť: Required ViewportDimensions gatherer did not run.",
    ],
    [
      "es",
      "Lighthouse (móvil) no encontró nada a lo que se aplique esta auditoría.",
      "Lighthouse (móvil) no pudo ejecutar esta auditoría: Required ViewportDimensions gatherer did not run.",
    ],
  ] as const)("says in %s why a measurement judged nothing", (locale, notApplicable, unavailable) => {
    const audits = (lhr as { audits: Record<string, Record<string, unknown>> }).audits
    const broken = {
      ...(lhr as object),
      audits: {
        ...audits,
        "target-size": {
          ...audits["target-size"],
          score: null,
          scoreDisplayMode: "error",
          errorMessage: "Required ViewportDimensions gatherer did not run.",
        },
      },
    }
    const { rootCauses } = evaluate({
      registry,
      facts: {},
      locale,
      querySource: "none",
      measurements: measurementsOf(broken, "mobile"),
    })
    const reasonOf = (id: string) => rootCauses.find((root) => root.registered.rule.id === id)?.reason
    expect(reasonOf("canonical-link")).toBe(notApplicable)
    expect(reasonOf("targets")).toBe(unavailable)
  })

  it.each(["sk", "es"] as const)(
    "writes every measured item and evidence in %s, none in English",
    (locale) => {
      const result = auditIn(locale)
      expect(result.findings.map((finding) => finding.id).sort()).toEqual(
        ["alt", "blocking", "contrast", "description", "images", "links", "targets"].sort(),
      )
      for (const finding of result.findings) {
        const texts = [finding.evidence, ...(finding.items ?? []).map((item) => item.message)]
        for (const text of texts) {
          expect(
            englishPatterns.some((pattern) => pattern.test(text)),
            `${finding.id}: "${text}"`,
          ).toBe(false)
          expect(text, finding.id).not.toMatch(/Lighthouse \((mobile|desktop)\)/)
        }
      }
      const contrast = result.findings.find((finding) => finding.id === "contrast")
      expect(contrast?.items?.[1]?.message).toBe(
        {
          sk: 'Lighthouse (mobil): <p style="color:#bbbbbb;background:#ffffff"> má kontrast 1,91 : 1, potrebný je 4,5 : 1 (#bbbbbb na #ffffff).',
          es: 'Lighthouse (móvil): <p style="color:#bbbbbb;background:#ffffff"> tiene un contraste de 1,91:1 y se necesita 4,5:1 (#bbbbbb sobre #ffffff).',
        }[locale],
      )
    },
  )
})

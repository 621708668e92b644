// One root cause across packs: a static prediction steps aside when Lighthouse measured the same thing.
import {
  auditSnapshot,
  createRegistry,
  type LighthouseRun,
  type Measurement,
  type Pack,
  snapshotOfHtml,
} from "@svc/core"
import { content } from "@svc/rules-content"
import { experience } from "@svc/rules-experience"
import { geo } from "@svc/rules-geo"
import { seo } from "@svc/rules-seo"
import { technical } from "@svc/rules-technical"
import { describe, expect, it } from "vitest"

const registry = createRegistry([content, experience, geo, seo, technical])

/** Two classic scripts and four stylesheets (two from another origin) that block the first paint. */
const blockingPage = snapshotOfHtml(
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sourdough at home</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="https://cdn.example.net/jquery.min.js"></script>
<script src="/app.js"></script>
<link rel="stylesheet" href="https://fonts.example.net/css?family=Serif">
<link rel="stylesheet" href="https://cdn.example.net/lib.css">
<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/b.css">
</head><body><h1>Sourdough at home</h1><p>Flour, water, salt and time.</p></body></html>`,
  { url: "https://bakery.example/sourdough" },
)

const figures: LighthouseRun["figures"] = {
  mobile: { performance: 0.4, accessibility: 0.9, seo: 0.9 },
  desktop: { performance: 0.7, accessibility: 0.9, seo: 0.9 },
}

const renderBlocking = (status: Measurement["status"]): Measurement => ({
  source: "lighthouse/mobile",
  auditId: "render-blocking-resources",
  status,
  items: [{ messageId: "resource.time", data: { url: "/app.js", milliseconds: 600 }, url: "/app.js" }],
})

/** The pack without one rule (and its translations). */
const without = (pack: Pack, id: string): Pack => ({
  ...pack,
  rules: pack.rules.filter((rule) => rule.id !== id),
  messages: Object.fromEntries(
    Object.entries(pack.messages ?? {}).map(([locale, texts]) => [
      locale,
      Object.fromEntries(Object.entries(texts ?? {}).filter(([ruleId]) => ruleId !== id)),
    ]),
  ),
})

const audit = (audits: ReadonlyArray<Measurement> | undefined) =>
  auditSnapshot(blockingPage, {
    registry,
    ...(audits === undefined ? {} : { lighthouse: { figures, audits } }),
  })

const renderBlockingFindings = (result: ReturnType<typeof audit>) =>
  result.findings.map((finding) => finding.id).filter((id) => id.startsWith("render-blocking"))

describe("render-blocking scripts and stylesheets, static and measured", () => {
  it("are judged from the HTML while Lighthouse did not run", () => {
    expect(renderBlockingFindings(audit(undefined))).toEqual([
      "render-blocking-scripts",
      "render-blocking-stylesheets",
    ])
  })

  it("are judged from the HTML when Lighthouse could not measure them", () => {
    expect(renderBlockingFindings(audit([renderBlocking("unavailable")]))).toEqual([
      "render-blocking-scripts",
      "render-blocking-stylesheets",
    ])
  })

  it("are one finding, the measured one, when Lighthouse measured them failing", () => {
    const result = audit([
      renderBlocking("fail"),
      { ...renderBlocking("fail"), source: "lighthouse/desktop" },
    ])
    expect(renderBlockingFindings(result)).toEqual(["render-blocking-resources"])
    const static_ = audit(undefined)
    // Same page: one root cause fewer failing, one more not applicable (the static rule stepped aside).
    expect(result.summary.notApplicable).toBeGreaterThan(static_.summary.notApplicable)
  })

  it("charge the technical part nothing once Lighthouse judged the delay, whatever it found", () => {
    const withoutStatic = createRegistry([
      content,
      experience,
      geo,
      seo,
      without(technical, "render-blocking-scripts"),
    ])
    for (const status of ["pass", "fail", "review"] as const) {
      const measured = audit([renderBlocking(status)])
      const reference = auditSnapshot(blockingPage, {
        registry: withoutStatic,
        lighthouse: { figures, audits: [renderBlocking(status)] },
      })
      expect(measured.score.parts.technical, status).toBe(reference.score.parts.technical)
    }
  })

  it("leave no technical or SEO rule listing what an experience rule measured", () => {
    // Every experience rule's measurement, failing: only experience findings may quote them.
    const audits = registry.rules
      .filter(({ pack }) => pack === "experience")
      .flatMap(({ rule }) => rule.sameAs ?? [])
      .map((auditId) => ({ ...renderBlocking("fail"), auditId }))
    const measuredIds = new Set(audits.map((entry) => entry.auditId))
    const result = audit(audits)
    for (const finding of result.findings) {
      const rule = registry.rule(finding.id)?.rule
      if (rule === undefined || registry.rule(finding.id)?.pack === "experience") continue
      expect(
        (rule.sameAs ?? []).filter((auditId) => measuredIds.has(auditId)),
        finding.id,
      ).toEqual([])
      expect(rule.measuredBy?.some((auditId) => measuredIds.has(auditId)) ?? false, finding.id).toBe(false)
    }
  })
})

import { categories, type Finding, type Locale, levels, type Result, type Site } from "@svc/contract"
import { auditSnapshot, createRegistry, siteCapsOf, siteFigures, snapshotOfHtml } from "@svc/core"
import { content } from "@svc/rules-content"
import { geo } from "@svc/rules-geo"
import { seo } from "@svc/rules-seo"
import { technical } from "@svc/rules-technical"
import { demoSnapshot } from "../../../scripts/demo-site"

export const registry = createRegistry([content, geo, seo, technical])

export const scannedAt = "2026-11-22T10:15:30.123Z"

/** The demo bakery's real audit, as the engine makes it. */
export const demoResult = (locale: Locale = "en"): Result =>
  auditSnapshot(demoSnapshot(scannedAt), { registry, locale })

/** A real audit of a page written for the occasion. */
export const auditOf = (html: string, url = "https://example.com/", locale: Locale = "en"): Result =>
  auditSnapshot(snapshotOfHtml(html, { url, fetchedAt: scannedAt }), { registry, locale })

/**
 * A Slovak page of twelve images without alt text, one a line from line 5, each with its size so that
 * image-alt alone names them.
 */
export const galleryWithoutAlt = `<!doctype html>
<html lang="sk">
<head><meta charset="utf-8"><title>Pekáreň Kvások – galéria</title></head>
<body><main><h1>Náš chlieb</h1>
${Array.from({ length: 12 }, (_, index) => `<img src="/obrázky/chlieb-${index + 1}.jpg" width="400" height="300">`).join("\n")}
</main></body>
</html>
`

/**
 * A finding whose check found more items than a result keeps: 140 images without alt text, the first
 * 100 listed (one a line from line 10, column 3).
 */
export const findingWithManyItems: Finding = {
  id: "image-alt",
  label: "Every image has an alt text",
  status: "fail",
  level: "medium",
  category: "accessibility",
  evidence: "140 images have no alt text.",
  fix: "Give every <img> an alt attribute.",
  items: Array.from({ length: 100 }, (_, index) => ({
    message: `<img src="/${index}.jpg"> has no alt text.`,
    subject: `/${index}.jpg`,
    location: { line: 10 + index, column: 3 },
  })),
  itemCount: 140,
}

/** Site figures over real audits of several pages. */
export const siteOf = (results: ReadonlyArray<Result>): Site =>
  siteFigures(
    results.map((result) => ({ url: result.url, result })),
    siteCapsOf(registry),
    "en",
  )

/** A result written by hand, for what no real page gives: null scores, hundreds of findings, odd text. */
export const handmadeResult = (overrides: Partial<Result> = {}): Result => ({
  version: 1,
  url: "https://shop.example.com/products/sourdough",
  scannedAt,
  score: {
    svc: 62,
    parts: { content: 55, google: 81, ai: 47, technical: 93, experience: 70 },
    seo: 78,
    geo: 52,
    html: 71,
  },
  summary: {
    failed: 6,
    review: 2,
    extras: 1,
    passed: 30,
    notApplicable: 4,
    unavailable: 1,
    total: 44,
    checksEvaluated: 51,
  },
  findings: [],
  performance: {
    mobile: { performance: 0.43, accessibility: 0.88, seo: 0.92 },
    desktop: { performance: 0.91, accessibility: 0.88, seo: null },
  },
  query: {
    primary: "sourdough bread",
    source: "input",
    score: 64,
    suggestions: ["sourdough bread", "rye loaf", "bakery košice"],
  },
  unmeasured: [],
  page: {
    title: "Sourdough bread — Shop",
    description: "Fresh sourdough bread baked every morning.",
    language: "en",
    canonical: "https://shop.example.com/products/sourdough",
    responseTimeMs: 240,
    wordCount: { main: 812, total: 1204 },
    pageType: "product",
  },
  ...overrides,
})

/** `count` distinct findings, worst first, each with a label and fix no other finding shares. */
export const manyFindings = (
  count: number,
  evidence = (index: number) => `Seen ${index} times.`,
): Finding[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `check-${String(index).padStart(3, "0")}`,
    label: `Check number ${index} holds`,
    status: index < count * 0.7 ? "fail" : "review",
    level: levels[Math.floor((index / count) * 3) % 3] ?? "low",
    category: categories[index % categories.length] ?? "on-page",
    evidence: evidence(index),
    fix: `Repair item ${index} by following step ${index} carefully.`,
  }))

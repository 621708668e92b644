import type { Finding, Result } from "@svc/contract"
import { describe, expect, it } from "vitest"
import { siteFigures } from "../../src/site/site-figures"

const finding = (id: string, evidence = `${id} evidence`): Finding => ({
  id,
  label: `Label ${id}`,
  status: "fail",
  level: "high",
  category: "on-page",
  evidence,
  fix: `Fix ${id}`,
})

const result = (url: string, svc: number | null, findings: Finding[] = []): Result => ({
  version: 1,
  url,
  scannedAt: "2026-11-22T10:00:00.000Z",
  score: {
    svc,
    parts: { content: svc, google: null, ai: null, technical: null, experience: null },
    seo: null,
    geo: null,
    html: null,
  },
  summary: {
    failed: findings.length,
    review: 0,
    extras: 0,
    passed: 0,
    notApplicable: 0,
    unavailable: 0,
    total: findings.length,
    checksEvaluated: findings.length,
  },
  findings,
  query: { primary: "", source: "none", score: null, suggestions: [] },
  unmeasured: [],
  page: {
    title: null,
    description: null,
    language: null,
    canonical: null,
    responseTimeMs: 0,
    wordCount: { main: 0, total: 0 },
    pageType: "other",
  },
})

describe("siteFigures", () => {
  it("averages the finished pages and counts unique final URLs", () => {
    const site = siteFigures(
      [
        { url: "http://a.example/", result: result("https://a.example/", 80) },
        { url: "https://a.example/", result: result("https://a.example/", 60) },
        { url: "https://a.example/b", result: result("https://a.example/b", 70) },
        { url: "https://a.example/c" },
      ],
      new Map(),
      "en",
    )
    expect(site).toMatchObject({ addresses: 4, uniquePages: 2, meanScore: 70, score: 70, cappedBy: null })
  })

  it("caps the site score with the lowest cap among failing site-wide rules", () => {
    const site = siteFigures(
      [
        {
          url: "https://a.example/",
          result: result("https://a.example/", 90, [finding("is-crawlable"), finding("is-on-https")]),
        },
        { url: "https://a.example/b", result: result("https://a.example/b", 80) },
      ],
      new Map([
        ["is-crawlable", 30],
        ["is-on-https", 60],
      ]),
      "en",
    )
    expect(site.meanScore).toBe(85)
    expect(site.score).toBe(30)
    expect(site.cappedBy).toBe("is-crawlable")
    expect(site.issues.map((issue) => issue.id)).toEqual(["is-crawlable", "is-on-https"])
    expect(site.issues[0]).toMatchObject({
      label: "Label is-crawlable",
      pages: ["https://a.example/"],
      evidence: "is-crawlable evidence (1 of 2 pages)",
    })
  })

  it("does not cap above the mean, and reports a failure every page shares as an uncapped issue", () => {
    const site = siteFigures(
      [
        {
          url: "https://a.example/",
          result: result("https://a.example/", 40, [finding("is-on-https"), finding("meta-description")]),
        },
        {
          url: "https://a.example/b",
          result: result("https://a.example/b", 40, [finding("meta-description")]),
        },
      ],
      new Map([["is-on-https", 60]]),
      "en",
    )
    expect(site).toMatchObject({ meanScore: 40, score: 40, cappedBy: null })
    expect(site.issues.map((issue) => [issue.id, issue.pages.length])).toEqual([
      ["is-on-https", 1],
      ["meta-description", 2],
    ])
  })

  it("has no scores before a page has one", () => {
    expect(siteFigures([{ url: "https://a.example/" }], new Map(), "en")).toEqual({
      addresses: 1,
      uniquePages: 0,
      meanScore: null,
      score: null,
      cappedBy: null,
      issues: [],
    })
  })

  it("writes an issue in the audit's language, as its findings are", () => {
    const pages = [
      { url: "https://a.example/", result: result("https://a.example/", 90, [finding("is-crawlable")]) },
      { url: "https://a.example/b", result: result("https://a.example/b", 80) },
      { url: "https://a.example/c", result: result("https://a.example/c", 80) },
    ]
    const caps = new Map([["is-crawlable", 30]])
    expect(siteFigures(pages, caps, "sk").issues[0]?.evidence).toBe("is-crawlable evidence (1 z 3 stránok)")
    expect(siteFigures(pages, caps, "es").issues[0]?.evidence).toBe("is-crawlable evidence (1 de 3 páginas)")
  })
})

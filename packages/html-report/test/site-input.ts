import type { Result } from "@svc/contract"
import type { SiteFinding } from "@svc/core"
import type { SitePageEntry, SiteReportInput } from "@svc/html-report"
import { auditOf, galleryWithoutAlt, siteOf } from "../../pdf/test/results"

/** A small site's pages: real audits of pages written for the occasion, each its own URL and score. */
const pageHtml = (title: string, words: number) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>${"Fresh sourdough bread baked daily. ".repeat(words)}</p></main></body></html>`

export const siteResults = (): ReadonlyArray<Result> => [
  auditOf(pageHtml("Bakery", 40), "https://bakery.example/"),
  auditOf(pageHtml("Bread", 5), "https://bakery.example/bread"),
  auditOf(galleryWithoutAlt, "https://bakery.example/gallery"),
  auditOf(pageHtml("Bakery", 40), "https://bakery.example/copy"),
]

const duplicateTitle: SiteFinding = {
  id: "duplicate-title",
  label: "Pages have titles of their own",
  level: "medium",
  category: "on-page",
  status: "fail",
  evidence: "1 title is shared by 2 pages.",
  fix: "Give each page its own `<title>`.",
  pages: ["https://bakery.example/", "https://bakery.example/copy"],
  items: [
    {
      message: "“Bakery” is also the title of https://bakery.example/copy.",
      url: "https://bakery.example/",
      line: null,
      pages: ["https://bakery.example/", "https://bakery.example/copy"],
    },
  ],
  cap: null,
}

/** Seven broken links, so that the items beyond the first five sit behind a disclosure. */
const brokenLinks: SiteFinding = {
  id: "broken-internal-link",
  label: "Internal links lead to pages that answer",
  level: "high",
  category: "technical",
  status: "fail",
  evidence: "7 internal links lead to an error.",
  fix: "Link to the page's current address.",
  pages: ["https://bakery.example/bread", "https://bakery.example/gone"],
  items: Array.from({ length: 7 }, (_, index) => ({
    message: `Links to https://bakery.example/gone (404).`,
    url: "https://bakery.example/bread",
    line: 20 + index,
    pages: ["https://bakery.example/bread", "https://bakery.example/gone"],
  })),
  cap: 60,
}

/** A site report as `@svc/crawl` makes one, over the four audited pages and one that failed. */
export const siteInput = (): SiteReportInput => {
  const results = siteResults()
  const site = siteOf(results)
  return {
    startUrl: "https://bakery.example/",
    state: "done",
    endReason: null,
    site: {
      ...site,
      score: 60,
      cappedBy: "broken-internal-link",
      issues: [{ ...brokenLinks, evidence: brokenLinks.evidence }, { ...duplicateTitle }, ...site.issues].map(
        ({ id, label, level, evidence, fix, pages }) => ({ id, label, level, evidence, fix, pages }),
      ),
    },
    pages: [
      ...results.map((result, index) => ({
        url: result.url,
        status: "done" as const,
        httpStatus: 200,
        code: null,
        depth: [0, 1, 2, 1][index] ?? null,
        title: result.page.title,
        score: result.score.svc,
        linkScore: [100, 40, 12, 7][index] ?? null,
      })),
      {
        url: "https://bakery.example/slow",
        status: "failed" as const,
        httpStatus: null,
        code: "timeout",
        depth: 2,
        title: null,
        score: null,
        linkScore: null,
      },
    ],
    findings: [brokenLinks, duplicateTitle],
    lowLinkScores: [{ url: "https://bakery.example/copy", score: 7, why: "linkedFromStart" }],
  }
}

/** Every finished page with its result, as the crawl store gives them. */
export const siteEntries = (): ReadonlyArray<SitePageEntry> => [
  ...siteResults().map((result) => ({
    url: result.url,
    status: "done" as const,
    result,
    errorCode: null,
  })),
  { url: "https://bakery.example/slow", status: "failed" as const, result: null, errorCode: "timeout" },
]

import type { Result, SiteCrawl, StatusRecord } from "@svc/contract"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { minimalResult } from "../../../fixtures/results/minimal-result"
import { crawlProgressOf } from "../src/crawl-of-record"

// A crawl's status record as the remote backend reads it: running with its pages done of its
// budget, complete as the site report a crawl in this process gives, not a crawl refused.
// (The whole way, against a real svc-server, is in adapters/cli/test/crawl-remote.e2e.test.ts.)

const ID = "0b5c6a8e-1d2f-4a3b-9c4d-5e6f7a8b9c0d"
const START = "https://bakery.example/"

const resultOf = (url: string, title: string, failed: number, measured: boolean): Result =>
  minimalResult(url, { title, failed, measured })

const finding = {
  id: "duplicate-title",
  label: "Titles are unique",
  level: "medium" as const,
  status: "fail" as const,
  evidence: "2 pages share a title.",
  fix: "Give each page its own title.",
  pages: [START, `${START}old`],
  items: [{ message: "Shared title", url: START, line: null, pages: [START, `${START}old`] }],
}

const judgement = (extra: Partial<SiteCrawl> = {}): SiteCrawl => ({
  startUrl: START,
  state: "stopped",
  endReason: "maxPages",
  pageBudget: 3,
  findings: [{ ...finding, category: "technical", cap: 80 }],
  pages: [
    {
      url: START,
      status: "done",
      httpStatus: 200,
      depth: 0,
      inSitemap: true,
      indexable: true,
      score: 66,
      linkScore: 100,
    },
    {
      url: `${START}old`,
      status: "done",
      httpStatus: 200,
      depth: 1,
      inSitemap: false,
      indexable: true,
      score: 66,
      linkScore: 40,
    },
    {
      url: `${START}gone`,
      status: "failed",
      httpStatus: null,
      depth: 1,
      inSitemap: false,
      indexable: false,
      score: null,
      linkScore: null,
    },
  ],
  lowLinkScores: [],
  givenUp: [],
  blocked: 1,
  locale: "sk",
  notices: ["robots.txt was read in part"],
  unavailable: [],
  ...extra,
})

const record = (status: StatusRecord["status"], crawl?: SiteCrawl): StatusRecord => ({
  version: 1,
  id: ID,
  status,
  createdAt: "2026-11-22T10:15:30.000Z",
  queue: { position: 0, pagesAhead: 0, etaSeconds: 0, samples: 0 },
  pages: [
    { url: START, status: "done", result: resultOf(START, "Bakery", 2, true) },
    { url: `${START}old`, status: "done", result: resultOf(`${START}new`, "Bakery", 0, false) },
    ...(crawl === undefined
      ? []
      : [
          {
            url: `${START}gone`,
            status: "failed" as const,
            error: { error: "No answer", code: "unreachable" as const },
          },
        ]),
  ],
  ...(crawl === undefined
    ? {}
    : {
        site: {
          addresses: 3,
          uniquePages: 3,
          meanScore: 66,
          score: 66,
          cappedBy: null,
          issues: [],
          crawl,
        },
      }),
  crawl: { pageBudget: 3 },
})

const progress = (value: StatusRecord) => Effect.runPromise(Effect.either(crawlProgressOf(value)))

describe("a crawl's status record read by the remote backend", () => {
  it("running: the pages done of the crawl's page budget", async () => {
    expect(await progress(record("running"))).toMatchObject({
      right: { status: "running", id: ID, done: 2, budget: 3 },
    })
  })

  it("complete: the site report of a crawl here, each page's title, final URL, failing checks and Lighthouse from its result", async () => {
    const outcome = await progress(record("complete", judgement()))
    if (outcome._tag !== "Right" || outcome.right.status !== "complete") throw new Error("not complete")
    const { report, pages } = outcome.right
    expect(pages).toHaveLength(3)
    expect(report).toMatchObject({
      crawlId: ID,
      startUrl: START,
      state: "stopped",
      endReason: "maxPages",
      locale: "sk",
      notices: ["robots.txt was read in part"],
      findings: [{ id: "duplicate-title", category: "technical", cap: 80 }],
    })
    expect(report.site).not.toHaveProperty("crawl")
    expect(report.pages).toEqual([
      expect.objectContaining({ url: START, finalUrl: START, title: "Bakery", failed: 2, lighthouse: true }),
      expect.objectContaining({ url: `${START}old`, finalUrl: `${START}new`, failed: 0, lighthouse: false }),
      expect.objectContaining({ url: `${START}gone`, status: "failed", code: "unreachable", title: null }),
    ])
  })

  it("a judgement stored before findings carried their category and cap says so in the report's notices", async () => {
    const older = judgement({ findings: [finding], notices: undefined, locale: undefined })
    const outcome = await progress(record("complete", older))
    if (outcome._tag !== "Right" || outcome.right.status !== "complete") throw new Error("not complete")
    expect(outcome.right.report.findings).toMatchObject([{ cap: null }])
    expect(outcome.right.report.notices).toEqual([expect.stringContaining("an earlier svc server")])
  })

  it("an audit that is not a crawl is refused with invalid_request, naming svc result", async () => {
    const { crawl: _crawl, ...audit } = record("running")
    const outcome = await progress(audit)
    expect(outcome).toMatchObject({ left: { _tag: "InvalidRequest" } })
    if (outcome._tag === "Left") expect(outcome.left.message).toContain(`svc result ${ID}`)
  })
})

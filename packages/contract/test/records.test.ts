import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  auditPath,
  auditStatusOf,
  PageEntry,
  type PageStatus,
  Queue,
  reportPath,
  StartRecord,
  StatusRecord,
  Timestamp,
} from "../src"

const id = "3f2b8c1e-6a4d-4e7b-9c25-8d1f0a7b6e42"
const decodes = <A, I>(schema: Schema.Schema<A, I>, value: unknown): boolean =>
  Either.isRight(Schema.decodeUnknownEither(schema)(value))

const startRecord = {
  version: 1,
  id,
  status: "queued",
  pages: 1,
  queries: [{ url: "https://example.com/", query: { primary: "bread", source: "input" } }],
  statusUrl: `/api/v1/audits/${id}`,
}

describe("paths", () => {
  it("give the status path and the PDF path (decisions 21, 25)", () => {
    expect(auditPath(id)).toBe(`/api/v1/audits/${id}`)
    expect(reportPath(id, 2)).toBe(`/api/v1/audits/${id}?format=pdf&page=2`)
  })
})

describe("Timestamp (decision 20)", () => {
  it.each(["2026-11-22T10:15:30.123Z", "2024-02-29T00:00:00.000Z"])("accepts %s", (value) => {
    expect(decodes(Timestamp, value)).toBe(true)
  })

  it.each([
    "2026-11-22T10:15:30Z",
    "2026-11-22T10:15:30.123+01:00",
    "2026-11-22 10:15:30.123Z",
    "2026-02-30T00:00:00.000Z",
    "2025-02-29T00:00:00.000Z",
    "2026-13-01T00:00:00.000Z",
    "2026-11-22T24:00:00.000Z",
  ])("refuses %s", (value) => {
    expect(decodes(Timestamp, value)).toBe(false)
  })
})

describe("StartRecord", () => {
  it("accepts a well-formed record", () => {
    expect(decodes(StartRecord, startRecord)).toBe(true)
  })

  it.each<[object, string]>([
    [{ status: "running" }, "status other than queued"],
    [{ id: "not-a-uuid", statusUrl: "/api/v1/audits/not-a-uuid" }, "id not a UUID"],
    [{ statusUrl: `/api/v1/audits/${id}/` }, "statusUrl not the audit path"],
    [{ statusUrl: `https://audit.example.net/api/v1/audits/${id}` }, "statusUrl absolute"],
    [{ pages: 2 }, "one query per page"],
    [{ pages: 0, queries: [] }, "no pages"],
    [{ version: 2 }, "another version"],
    [
      { queries: [{ url: "https://example.com/", query: { primary: "", source: "input" } }] },
      "empty input phrase",
    ],
    [
      { queries: [{ url: "https://example.com/", query: { primary: "bread", source: "none" } }] },
      "phrase with none",
    ],
    [
      { queries: [{ url: "https://example.com/", query: { primary: "bread", source: "user" } }] },
      "unknown source",
    ],
  ])("refuses %j (%s)", (change) => {
    expect(decodes(StartRecord, { ...startRecord, ...change })).toBe(false)
  })

  it("accepts source none with an empty phrase (decision 17)", () => {
    const queries = [{ url: "https://example.com/", query: { primary: "", source: "none" } }]
    expect(decodes(StartRecord, { ...startRecord, queries })).toBe(true)
  })
})

describe("Queue (decision 18)", () => {
  it("holds four non-negative integers, all required", () => {
    expect(decodes(Queue, { position: 0, pagesAhead: 0, etaSeconds: 0, samples: 0 })).toBe(true)
    expect(decodes(Queue, { position: -1, pagesAhead: 0, etaSeconds: 0, samples: 0 })).toBe(false)
    expect(decodes(Queue, { position: 1, pagesAhead: 0.5, etaSeconds: 0, samples: 0 })).toBe(false)
    expect(decodes(Queue, { position: 1, pagesAhead: 0, etaSeconds: 0 })).toBe(false)
  })
})

describe("PageEntry (decision 13)", () => {
  it.each([
    { url: "https://example.com/", status: "queued" },
    { url: "https://example.com/", status: "running" },
    {
      url: "https://example.com/",
      status: "failed",
      error: { error: "Timed out after 15 minutes.", code: "timeout" },
    },
  ])("accepts %j", (entry) => {
    expect(decodes(PageEntry, entry)).toBe(true)
  })

  it.each([
    { url: "https://example.com/", status: "done" },
    { url: "https://example.com/", status: "failed" },
    { url: "https://example.com/", status: "failed", error: { error: "x", code: "not_found" } },
    { url: "https://example.com/", status: "complete" },
  ])("refuses %j", (entry) => {
    expect(decodes(PageEntry, entry)).toBe(false)
  })

  it("has the six failure codes", () => {
    for (const code of ["unreachable", "timeout", "too_large", "not_html", "blocked", "internal"]) {
      expect(
        decodes(PageEntry, { url: "https://example.com/", status: "failed", error: { error: "x", code } }),
      ).toBe(true)
    }
  })
})

describe("auditStatusOf (decision 12)", () => {
  const of = (...statuses: PageStatus[]) => auditStatusOf(statuses.map((status) => ({ status })))

  it("is queued while no page has started", () => {
    expect(of("queued")).toBe("queued")
    expect(of("queued", "queued")).toBe("queued")
  })

  it("is running once a page started and until every page finished", () => {
    expect(of("running")).toBe("running")
    expect(of("done", "queued")).toBe("running")
    expect(of("failed", "running")).toBe("running")
  })

  it("is complete when every page is done or failed", () => {
    expect(of("done")).toBe("complete")
    expect(of("failed")).toBe("complete")
    expect(of("done", "failed")).toBe("complete")
  })
})

describe("StatusRecord", () => {
  const queued = {
    version: 1,
    id,
    status: "queued",
    createdAt: "2026-11-22T10:15:30.123Z",
    queue: { position: 1, pagesAhead: 0, etaSeconds: 90, samples: 3 },
    pages: [{ url: "https://example.com/", status: "queued" }],
  }
  const failed = {
    ...queued,
    status: "complete",
    queue: { position: 0, pagesAhead: 0, etaSeconds: 0, samples: 3 },
    pages: [{ url: "https://example.com/", status: "failed", error: { error: "x", code: "blocked" } }],
  }

  it("accepts a queued record and a complete one whose only page failed (no site)", () => {
    expect(decodes(StatusRecord, queued)).toBe(true)
    expect(decodes(StatusRecord, failed)).toBe(true)
  })

  it.each<[object, string]>([
    [{ status: "running" }, "status does not follow from the pages"],
    [{ status: "complete" }, "complete with a queued page"],
    [{ queue: { position: 0, pagesAhead: 0, etaSeconds: 0, samples: 0 } }, "position 0 while queued"],
    [{ pages: [] }, "no pages"],
    [{ createdAt: "2026-11-22T10:15:30Z" }, "timestamp without milliseconds"],
    [
      {
        site: { addresses: 1, uniquePages: 0, meanScore: null, score: null, cappedBy: null, issues: [] },
      },
      "site before any page is done",
    ],
  ])("refuses %j (%s)", (change) => {
    expect(decodes(StatusRecord, { ...queued, ...change })).toBe(false)
  })

  it("refuses a running or complete record with a queue position", () => {
    expect(
      decodes(StatusRecord, { ...failed, queue: { position: 2, pagesAhead: 1, etaSeconds: 0, samples: 3 } }),
    ).toBe(false)
  })
})

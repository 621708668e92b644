import { pageFailureCodes } from "@svc/contract"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { chosenQuery } from "../src/audits/chosen-query"
import { decodePrefetched, encodePrefetched, type Prefetched } from "../src/audits/prefetched"

const fetchedPage = fc.record({
  requestedUrl: fc.webUrl(),
  finalUrl: fc.webUrl(),
  redirects: fc.array(
    fc.record({ url: fc.webUrl(), status: fc.constantFrom(301, 302, 307, 308), location: fc.string() }),
    {
      maxLength: 3,
    },
  ),
  status: fc.integer({ min: 100, max: 599 }),
  // `__proto__` is the one header name not kept (below).
  headers: fc.dictionary(
    fc.string({ minLength: 1 }).filter((name) => name !== "__proto__"),
    fc.string(),
  ),
  body: fc.string(),
  responseTimeMs: fc.nat(),
  fetchedAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
})
const prefetched: fc.Arbitrary<Prefetched> = fc.oneof(
  fetchedPage.map((page) => ({ _tag: "Page" as const, page })),
  fc
    .record({ error: fc.string(), code: fc.constantFrom(...pageFailureCodes) })
    .map((failure) => ({ _tag: "Failure" as const, failure })),
)

describe("what the start call leaves the worker", () => {
  it("is read back exactly as it was written", () => {
    fc.assert(
      fc.property(prefetched, (value) => {
        expect(decodePrefetched(encodePrefetched(value))).toEqual(value)
      }),
    )
  })

  it("drops a header named __proto__ (the schema keeps no prototype keys) and keeps the rest", () => {
    const headers = JSON.parse('{"__proto__":"x","content-type":"text/html"}') as Record<string, string>
    const page = {
      requestedUrl: "https://a.example/",
      finalUrl: "https://a.example/",
      redirects: [],
      status: 200,
      headers,
      body: "",
      responseTimeMs: 1,
      fetchedAt: "2026-11-22T10:15:30.123Z",
    }
    expect(decodePrefetched(encodePrefetched({ _tag: "Page", page }))).toEqual({
      _tag: "Page",
      page: { ...page, headers: { "content-type": "text/html" } },
    })
  })

  it("is nothing when the queue holds none, or something that cannot be read (the page is fetched again)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decoded = decodePrefetched(text)
        if (decoded !== undefined) expect(["Page", "Failure"]).toContain(decoded._tag)
      }),
    )
    expect(decodePrefetched(null)).toBeUndefined()
    expect(decodePrefetched('{"_tag":"Page"}')).toBeUndefined()
  })
})

describe("the phrase a page is measured against (decision 17)", () => {
  const page = (body: string) => ({
    requestedUrl: "https://bakery.example.com/",
    finalUrl: "https://bakery.example.com/",
    redirects: [],
    status: 200,
    headers: { "content-type": "text/html" },
    body,
    responseTimeMs: 10,
    fetchedAt: "2026-11-22T10:15:30.123Z",
  })

  it("is the caller's, else the page's first suggestion, else none", () => {
    const html = page(
      "<title>Sourdough bread in Košice</title><h1>Sourdough bread</h1><p>Our sourdough bread is baked daily. Sourdough bread with rye.</p>",
    )
    expect(chosenQuery("rye", html)).toEqual({ primary: "rye", source: "input" })
    const suggested = chosenQuery(undefined, html)
    expect(suggested.source).toBe("suggested")
    expect(suggested.primary.toLowerCase()).toContain("sourdough")
    expect(chosenQuery(undefined, page(""))).toEqual({ primary: "", source: "none" })
    expect(chosenQuery(undefined, undefined)).toEqual({ primary: "", source: "none" })
  })

  it("never throws and always satisfies the contract's rule: primary is empty exactly when source is none", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.string(), (query, body) => {
        const chosen = chosenQuery(query === undefined || query.trim() === "" ? undefined : query, page(body))
        expect(chosen.primary === "").toBe(chosen.source === "none")
      }),
    )
  })
})

import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { CrawlRequest, checkCrawlBounds, decodeAuditRequest, MAX_CRAWL_GLOBS } from "../src"

const start = "https://example.com/"

const decoded = (body: unknown) => decodeAuditRequest(body)
const messageOf = (body: unknown): string => {
  const result = decoded(body)
  if (Either.isRight(result)) throw new Error(`expected refusal, got ${JSON.stringify(result.right)}`)
  expect(result.left.code).toBe("invalid_request")
  return result.left.message
}

describe("decodeAuditRequest: crawl (issue 34)", () => {
  it("is absent unless sent, and accepted with its fields as sent", () => {
    expect(Either.getOrThrow(decoded({ urls: [start] })).crawl).toBeUndefined()
    expect(Either.getOrThrow(decoded({ urls: [start], crawl: {} })).crawl).toEqual({})
    const crawl = {
      maxPages: 40,
      maxDepth: 3,
      scope: "site",
      include: ["/blog/**"],
      exclude: ["/tag/*"],
      dropQuery: true,
    }
    expect(Either.getOrThrow(decoded({ url: start, crawl })).crawl).toEqual(crawl)
  })

  it("starts from exactly one URL", () => {
    expect(messageOf({ urls: [start, "https://example.com/b"], crawl: {} })).toMatch(/exactly one URL/)
  })

  it("refuses each bad field with invalid_request naming it", () => {
    const cases: ReadonlyArray<[unknown, RegExp]> = [
      [null, /crawl must be an object/],
      [[], /crawl must be an object/],
      ["all", /crawl must be an object/],
      [{ maxPages: 0 }, /crawl\.maxPages/],
      [{ maxPages: 2.5 }, /crawl\.maxPages/],
      [{ maxPages: "10" }, /crawl\.maxPages/],
      [{ maxDepth: -1 }, /crawl\.maxDepth/],
      [{ scope: "world" }, /crawl\.scope/],
      [{ include: "/blog" }, /crawl\.include/],
      [{ exclude: [1] }, /crawl\.exclude/],
      [{ exclude: Array.from({ length: MAX_CRAWL_GLOBS + 1 }, () => "/x") }, /crawl\.exclude/],
      [{ dropQuery: 1 }, /crawl\.dropQuery/],
      [{ concurrency: 2 }, /crawl\.concurrency is not a crawl field/],
    ]
    for (const [crawl, message] of cases) expect(messageOf({ urls: [start], crawl })).toMatch(message)
  })

  it("never throws, and what it accepts is a CrawlRequest", () => {
    fc.assert(
      fc.property(fc.anything(), (crawl) => {
        const result = decoded({ urls: [start], crawl })
        if (Either.isRight(result)) expect(Schema.is(CrawlRequest)(result.right.crawl)).toBe(true)
      }),
    )
  })
})

describe("checkCrawlBounds: the one home of a crawl's bounds", () => {
  it("accepts what is whole and in range, and names what is not", () => {
    expect(
      Either.isRight(checkCrawlBounds({ maxPages: 1, maxDepth: 0, concurrency: 16, scope: "host" })),
    ).toBe(true)
    const refused = checkCrawlBounds({ concurrency: 17 })
    expect(Either.isLeft(refused) ? refused.left.message : "").toBe(
      "concurrency must be a whole number from 1 to 16.",
    )
  })
})

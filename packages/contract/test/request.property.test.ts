import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { AuditRequest, countWords, decodeAuditRequest, MAX_QUERY_WORDS, MAX_URLS } from "../src"

const publicHost = fc.constantFrom(
  "example.com",
  "www.example.org",
  "shop.example.net",
  "8.8.8.8",
  "[2606:4700::1111]",
)
const anyHost = fc.oneof(
  publicHost,
  fc.constantFrom("localhost", "127.0.0.1", "10.0.0.1", "[::1]", "[fc00::1]", "intranet", "printer.local"),
  fc.domain(),
  fc.ipV4().map(String),
  fc.ipV6().map((address) => `[${address}]`),
)
const urlText = fc.oneof(
  { weight: 6, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom("http", "https", "HTTP", "ftp"), anyHost, fc.webPath())
      .map(([scheme, host, path]) => `${scheme}://${host}${path}`),
  },
  { weight: 1, arbitrary: fc.string() },
)
/** Bodies near the valid ones, so that both acceptance and every kind of refusal are common. */
const requestLike = fc.record(
  {
    urls: fc.oneof(
      { weight: 8, arbitrary: fc.array(urlText, { minLength: 1, maxLength: 3 }) },
      { weight: 1, arbitrary: fc.array(urlText, { maxLength: 12 }) },
      { weight: 1, arbitrary: fc.jsonValue() },
    ),
    url: fc.oneof({ weight: 3, arbitrary: urlText }, { weight: 1, arbitrary: fc.jsonValue() }),
    query: fc.oneof(
      { weight: 3, arbitrary: fc.lorem({ maxCount: 40 }) },
      { weight: 1, arbitrary: fc.string() },
      { weight: 1, arbitrary: fc.jsonValue() },
    ),
    locale: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom("en", "sk", "es") },
      { weight: 1, arbitrary: fc.oneof(fc.constantFrom("EN", "de", ""), fc.jsonValue()) },
    ),
  },
  { requiredKeys: [] },
)
const anyBody = fc.oneof(fc.jsonValue(), requestLike, fc.anything())

describe("decodeAuditRequest over generated bodies", () => {
  it("never throws, and answers only with the three request errors", () => {
    fc.assert(
      fc.property(anyBody, (body) => {
        const decoded = decodeAuditRequest(body)
        if (Either.isLeft(decoded)) {
          expect(["invalid_request", "invalid_query", "invalid_locale"]).toContain(decoded.left.code)
          expect(decoded.left.message.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it("accepts only 1–10 distinct absolute http(s) URLs, at most 32 query words and a known locale", () => {
    let acceptedCount = 0
    fc.assert(
      fc.property(requestLike, (body) => {
        const decoded = decodeAuditRequest(body)
        if (Either.isLeft(decoded)) return
        acceptedCount++
        const request = decoded.right
        expect(Schema.is(AuditRequest)(request)).toBe(true)
        expect(request.urls.length).toBeGreaterThanOrEqual(1)
        expect(request.urls.length).toBeLessThanOrEqual(MAX_URLS)
        expect(new Set(request.urls).size).toBe(request.urls.length)
        for (const url of request.urls) expect(["http:", "https:"]).toContain(new URL(url).protocol)
        if (request.query !== undefined) {
          expect(request.query).toBe(request.query.trim())
          expect(request.query).not.toBe("")
          expect(countWords(request.query)).toBeLessThanOrEqual(MAX_QUERY_WORDS)
        }
      }),
      { numRuns: 2000 },
    )
    // The property says nothing unless many generated requests were accepted (typically about 200 of 2000).
    expect(acceptedCount).toBeGreaterThan(50)
  })

  it("accepts every request built from public URLs, a short phrase and a known locale", () => {
    const goodRequest = fc.record({
      urls: fc.array(
        fc
          .tuple(fc.constantFrom("http", "https"), publicHost, fc.webPath())
          .map(([s, h, p]) => `${s}://${h}${p}`),
        { minLength: 1, maxLength: MAX_URLS },
      ),
      query: fc
        .array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: MAX_QUERY_WORDS })
        .map((ws) => ws.join(" ")),
      locale: fc.constantFrom("en", "sk", "es"),
    })
    fc.assert(
      fc.property(goodRequest, (body) => {
        const decoded = decodeAuditRequest(body)
        expect(Either.isRight(decoded)).toBe(true)
      }),
    )
  })

  it("never accepts a URL whose host is a non-public IP literal", () => {
    const privateV4 = fc.oneof(
      fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([b, c, d]) => `10.${b}.${c}.${d}`),
      fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([b, c, d]) => `127.${b}.${c}.${d}`),
      fc
        .tuple(fc.integer({ min: 16, max: 31 }), fc.nat(255), fc.nat(255))
        .map(([b, c, d]) => `172.${b}.${c}.${d}`),
      fc.tuple(fc.nat(255), fc.nat(255)).map(([c, d]) => `192.168.${c}.${d}`),
      fc.tuple(fc.nat(255), fc.nat(255)).map(([c, d]) => `169.254.${c}.${d}`),
      fc
        .tuple(fc.integer({ min: 64, max: 127 }), fc.nat(255), fc.nat(255))
        .map(([b, c, d]) => `100.${b}.${c}.${d}`),
    )
    const host = fc.oneof(
      privateV4,
      privateV4.map((address) => `[::ffff:${address}]`),
    )
    fc.assert(
      fc.property(host, (address) => {
        const decoded = decodeAuditRequest({ urls: [`http://${address}/`] })
        expect(Either.isLeft(decoded)).toBe(true)
      }),
    )
  })
})

import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { frontierUrl } from "../src"

describe("frontierUrl", () => {
  it.each([
    ["HTTP://Example.COM:80/a#top", "http://example.com/a"],
    ["https://example.com:443", "https://example.com/"],
    ["https://example.com:8443/", "https://example.com:8443/"],
    ["https://example.com/%7euser/%2fa%3F?q=%7e%2a", "https://example.com/~user/%2Fa%3F?q=~%2A"],
    ["https://example.com/a/%41b", "https://example.com/a/Ab"],
    ["https://example.com/a/./b/../c", "https://example.com/a/c"],
    ["https://example.com/list?page=2&sort=a", "https://example.com/list?page=2&sort=a"],
    ["https://example.com/?", "https://example.com/"],
    ["https://example.com/#", "https://example.com/"],
  ])("%s is %s", (given, expected) => {
    expect(frontierUrl(given)).toBe(expected)
  })

  it("resolves a relative address against its page", () => {
    expect(frontierUrl("../b?x=1#y", "https://example.com/a/c/d")).toBe("https://example.com/a/b?x=1")
  })

  it("drops the query when asked", () => {
    expect(frontierUrl("https://example.com/list?page=2#x", undefined, { dropQuery: true })).toBe(
      "https://example.com/list",
    )
  })

  it.each(["mailto:a@example.com", "javascript:void(0)", "ftp://example.com/", "not a url", "tel:+1"])(
    "has no key for %s",
    (given) => {
      expect(frontierUrl(given)).toBeUndefined()
    },
  )
})

/** URLs with mixed-case hosts, default and other ports, escapes of every case, queries and fragments. */
const messyUrl = fc
  .record({
    scheme: fc.constantFrom("http", "HTTP", "https", "Https"),
    host: fc.constantFrom("example.com", "EXAMPLE.com", "shop.Example.co.uk", "127.0.0.1"),
    port: fc.constantFrom("", ":80", ":443", ":8080"),
    segments: fc.array(fc.stringMatching(/^(?:[a-zA-Z0-9._~-]|%[0-9a-fA-F]{2}|[ !$&'()*+,;=:@]|\.\.?)*$/), {
      maxLength: 4,
    }),
    query: fc.option(fc.stringMatching(/^(?:[a-zA-Z0-9=&._~-]|%[0-9a-fA-F]{2})*$/), { nil: undefined }),
    fragment: fc.option(fc.stringMatching(/^[a-z0-9]*$/), { nil: undefined }),
  })
  .map(
    ({ scheme, host, port, segments, query, fragment }) =>
      `${scheme}://${host}${port}/${segments.join("/")}${query === undefined ? "" : `?${query}`}${
        fragment === undefined ? "" : `#${fragment}`
      }`,
  )

/** The bytes a path stands for: each escape its byte, every other character its UTF-8. */
const pathBytes = (path: string): string =>
  Buffer.concat(
    path
      .split(/(%[0-9a-fA-F]{2})/)
      .map((part) =>
        part.startsWith("%") ? Buffer.from([Number.parseInt(part.slice(1), 16)]) : Buffer.from(part),
      ),
  ).toString("hex")

describe("frontierUrl, for any URL", () => {
  test.prop([messyUrl, fc.boolean()])("is idempotent", (url, dropQuery) => {
    const once = frontierUrl(url, undefined, { dropQuery })
    expect(once).toBeDefined()
    expect(frontierUrl(once ?? "", undefined, { dropQuery })).toBe(once)
  })

  test.prop([messyUrl])(
    "keeps no fragment, no default port, no lower-case escape and no escaped unreserved character",
    (url) => {
      const key = frontierUrl(url) ?? ""
      expect(key).not.toContain("#")
      expect(key).not.toMatch(/^http:\/\/[^/]*:80\//)
      expect(key).not.toMatch(/^https:\/\/[^/]*:443\//)
      expect(key).not.toMatch(/%(?:[0-9A-F][a-f]|[a-f][0-9A-Fa-f])/)
      expect(key).not.toMatch(/%(?:4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/)
    },
  )

  test.prop([messyUrl])("names the same page as the URL it came from", (url) => {
    const given = new URL(url)
    const key = new URL(frontierUrl(url) ?? "")
    expect(key.origin).toBe(given.origin)
    expect(pathBytes(key.pathname)).toBe(pathBytes(given.pathname))
  })
})

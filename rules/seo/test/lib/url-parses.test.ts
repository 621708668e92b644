import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { urlParses } from "../../src/lib/url-parses"

const bases = [
  "https://example.com/blog/post?x=1#top",
  "http://[::1]:8080/",
  "file:///C:/site/index.html",
  "foo://host/path",
  "foo:/path",
  "mailto:someone@example.com",
  "data:text/html,hello",
  "not a url",
  "",
]

/** Hrefs that start like a path, a host or a scheme, with any characters after. */
const href = fc.oneof(
  fc.string({ unit: "binary" }),
  fc
    .tuple(
      fc.constantFrom("/", "//", "/\\", "\\", "?", "#", "http://", " /", "\t/", "/%"),
      fc.string({ unit: "binary" }),
    )
    .map(([start, rest]) => start + rest),
  fc
    .tuple(
      fc.constantFrom("/", "//"),
      fc.string({
        unit: fc.constantFrom("/", "\\", ".", "%", ":", "@", "[", "]", "a", " ", "\u0000", "\ud800"),
      }),
    )
    .map(([start, rest]) => start + rest),
)

describe("urlParses", () => {
  it("answers as URL.canParse for any href and base", () => {
    fc.assert(
      fc.property(href, fc.constantFrom(...bases), (value, base) => {
        expect(urlParses(value, base, URL.canParse("/", base))).toBe(URL.canParse(value, base))
      }),
      { numRuns: 5000 },
    )
  })

  it("rejects what does not parse", () => {
    expect(urlParses("//", "https://example.com/", true)).toBe(false)
    expect(urlParses("/\\", "https://example.com/", true)).toBe(false)
    expect(urlParses("/menu", "mailto:a@b.c", false)).toBe(false)
    expect(urlParses("/menu", "https://example.com/", true)).toBe(true)
  })
})

import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { schemeOf } from "../../src/lib/links"

/** The former definition: the pattern matched on the trimmed reference. */
const former = (reference: string): string | null =>
  reference
    .trim()
    .match(/^([a-z][a-z0-9+.-]*):/i)?.[1]
    ?.toLowerCase() ?? null

describe("schemeOf", () => {
  it("reads the scheme as the pattern does, for any reference", () => {
    const start = fc.constantFrom(
      "",
      " ",
      "\n",
      "\u00a0",
      "http",
      "HTTPS",
      "mailto",
      "a",
      "z",
      "Z",
      "a+b.c-d",
      "1x",
      "@",
      "[",
      "`",
      "{",
      "ſ",
      "\u212a",
      "é",
      "/",
      "#",
    )
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary" }),
          fc.tuple(start, fc.constantFrom("", ":", "://", ":x", "x:")).map(([a, b]) => a + b),
        ),
        (reference) => {
          expect(schemeOf(reference)).toBe(former(reference))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it("lower-cases the scheme and finds none in a relative reference", () => {
    expect(schemeOf(" HTTPS://example.com")).toBe("https")
    expect(schemeOf("/path:x")).toBeNull()
    expect(schemeOf("")).toBeNull()
  })
})

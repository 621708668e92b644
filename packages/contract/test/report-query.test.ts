import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { decodeFormat, decodePageIndex } from "../src"

describe("decodeFormat", () => {
  it("is json by default, and json or pdf when given", () => {
    expect(decodeFormat(undefined)).toEqual(Either.right("json"))
    expect(decodeFormat("json")).toEqual(Either.right("json"))
    expect(decodeFormat("pdf")).toEqual(Either.right("pdf"))
  })

  it.each(["", "PDF", "html", "json "])("refuses %j with bad_format", (format) => {
    const decoded = decodeFormat(format)
    expect(Either.isLeft(decoded) && decoded.left.code).toBe("bad_format")
  })
})

describe("decodePageIndex (decision 25)", () => {
  it("counts from 0 and defaults to 0", () => {
    expect(decodePageIndex(undefined, 1)).toEqual(Either.right(0))
    expect(decodePageIndex("0", 3)).toEqual(Either.right(0))
    expect(decodePageIndex("2", 3)).toEqual(Either.right(2))
  })

  it.each([
    ["3", 3],
    ["-1", 3],
    ["01", 3],
    ["1.0", 3],
    ["", 3],
    ["one", 3],
    ["1e0", 3],
    [" 1", 3],
    ["99999999999999999999", 3],
  ])("refuses %j for an audit of %i pages with bad_page", (page, count) => {
    const decoded = decodePageIndex(page, count)
    expect(Either.isLeft(decoded) && decoded.left.code).toBe("bad_page")
  })
})

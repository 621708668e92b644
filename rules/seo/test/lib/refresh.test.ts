import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { axeRefreshDelay, parseRefresh } from "../../src/lib/refresh"

describe("parseRefresh, as browsers read a refresh", () => {
  it("reads the delay and the address in the forms browsers accept", () => {
    expect(parseRefresh("5")).toEqual({ delay: 5, target: null })
    expect(parseRefresh("0; url=/next")).toEqual({ delay: 0, target: "/next" })
    expect(parseRefresh(" 3 , URL = 'https://a.example/x' trailing")).toEqual({
      delay: 3,
      target: "https://a.example/x",
    })
    expect(parseRefresh("1;https://a.example/")).toEqual({ delay: 1, target: "https://a.example/" })
    expect(parseRefresh(".5; url=/a")).toEqual({ delay: 0, target: "/a" })
  })

  it("ignores what browsers ignore", () => {
    expect(parseRefresh("")).toBeNull()
    expect(parseRefresh("soon")).toBeNull()
    expect(parseRefresh("5x; url=/a")).toBeNull()
  })

  it("never throws, and finds any plain address after url=", () => {
    fc.assert(fc.property(fc.string(), (content) => void parseRefresh(content)))
    fc.assert(
      fc.property(fc.nat(100_000), fc.webUrl(), (delay, url) => {
        expect(parseRefresh(`${delay}; url=${url}`)).toEqual({ delay, target: url })
      }),
    )
  })
})

describe("axeRefreshDelay, as axe-core's meta-refresh reads it", () => {
  it("takes the digits and dots before the first separator, or nothing", () => {
    expect(axeRefreshDelay("30; url=/a")).toBe(30)
    expect(axeRefreshDelay(" 0.5 ")).toBe(0.5)
    expect(axeRefreshDelay("foo")).toBeNull()
    expect(Number.isNaN(axeRefreshDelay("."))).toBe(true)
  })
})

import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { titleWidthPx } from "../../src/lib/title-width"

describe("titleWidthPx", () => {
  it("measures Arial at 20 px: narrow letters narrow, capitals and wide scripts wide", () => {
    expect(titleWidthPx("")).toBe(0)
    expect(titleWidthPx("i")).toBe(4)
    expect(titleWidthPx("W")).toBe(19)
    expect(titleWidthPx("東")).toBe(20)
    expect(titleWidthPx("š")).toBe(titleWidthPx("s"))
  })

  it("never shrinks when text is appended, and adds up within rounding", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const whole = titleWidthPx(a + b)
        expect(whole).toBeGreaterThanOrEqual(titleWidthPx(a) - 1)
        expect(Math.abs(whole - titleWidthPx(a) - titleWidthPx(b))).toBeLessThanOrEqual(1)
      }),
    )
  })
})

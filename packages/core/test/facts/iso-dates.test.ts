import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseIsoDate, parseW3cDatetime } from "../../src/facts/date-parsing"

const anyInstant = fc.date({
  min: new Date("1900-01-01T00:00:00Z"),
  max: new Date("2999-12-31T23:59:59Z"),
  noInvalidDate: true,
})

describe("dates", () => {
  it("read back every instant written in ISO 8601, with or without a zone offset", () => {
    fc.assert(
      fc.property(anyInstant, fc.integer({ min: -12 * 60, max: 14 * 60 }), (instant, offsetMinutes) => {
        expect(parseIsoDate(instant.toISOString())?.getTime()).toBe(instant.getTime())
        expect(parseW3cDatetime(instant.toISOString())?.getTime()).toBe(instant.getTime())
        const local = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19)
        const sign = offsetMinutes < 0 ? "-" : "+"
        const zone = `${sign}${String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0")}:${String(Math.abs(offsetMinutes) % 60).padStart(2, "0")}`
        expect(parseIsoDate(`${local}${zone}`)?.getTime()).toBe(Math.floor(instant.getTime() / 1000) * 1000)
      }),
    )
  })

  it("refuse impossible calendar values and other formats", () => {
    for (const value of [
      "2026-02-29",
      "2026-13-01",
      "2026-04-31",
      "2026-01-01T24:00:00Z",
      "01.03.2026",
      "2026-03-01 10",
      "2026-03-01T10",
    ])
      expect(parseIsoDate(value), value).toBeNull()
    expect(parseIsoDate("2024-02-29")).not.toBeNull()
  })

  it("read a space for the T, as RFC 3339 allows and pages write", () => {
    expect(parseIsoDate(" 2026-03-01 10:00+01:00 ")?.toISOString()).toBe("2026-03-01T09:00:00.000Z")
    expect(parseIsoDate("2026-03-01 10:00")?.toISOString()).toBe("2026-03-01T10:00:00.000Z")
    expect(parseW3cDatetime("2026-03-01 10:00+01:00")).toBeNull()
  })

  it("follow the W3C profile for sitemaps: reduced dates allowed, a time needs a zone", () => {
    expect(parseW3cDatetime("2026")?.toISOString()).toBe("2026-01-01T00:00:00.000Z")
    expect(parseW3cDatetime("2026-03")?.toISOString()).toBe("2026-03-01T00:00:00.000Z")
    expect(parseW3cDatetime("2026-03-01T10:00+01:00")?.toISOString()).toBe("2026-03-01T09:00:00.000Z")
    expect(parseW3cDatetime("2026-03-01T10:00:00")).toBeNull()
    expect(parseIsoDate("2026")).toBeNull()
  })
})

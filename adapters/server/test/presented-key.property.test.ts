import type { Headers } from "@effect/platform"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { presentedKey } from "../src/http/presented-key"

const key = fc.stringMatching(/^svc_[A-Za-z0-9_-]{43}$/)
const headersOf = (record: Record<string, string>) => record as unknown as Headers.Headers

describe("the key a request presents (decision 7)", () => {
  it("is the key of either header, or of both when they agree", () => {
    fc.assert(
      fc.property(key, fc.constantFrom("Bearer", "bearer", "BEARER"), (value, scheme) => {
        const expected = { _tag: "Key", key: value }
        expect(presentedKey(headersOf({ authorization: `${scheme} ${value}` }))).toEqual(expected)
        expect(presentedKey(headersOf({ "x-api-key": value }))).toEqual(expected)
        expect(presentedKey(headersOf({ authorization: `Bearer ${value}`, "x-api-key": value }))).toEqual(
          expected,
        )
      }),
    )
  })

  it("is no key when the two headers differ or Authorization has another scheme", () => {
    fc.assert(
      fc.property(key, key, (one, other) => {
        fc.pre(one !== other)
        expect(presentedKey(headersOf({ authorization: `Bearer ${one}`, "x-api-key": other }))._tag).toBe(
          "Refused",
        )
        expect(presentedKey(headersOf({ authorization: `Basic ${one}` }))._tag).toBe("Refused")
        expect(presentedKey(headersOf({ authorization: one }))._tag).toBe("Refused")
      }),
    )
    expect(presentedKey(headersOf({}))._tag).toBe("Missing")
    expect(presentedKey(headersOf({ "x-api-key": "  " }))._tag).toBe("Refused")
  })

  it("never throws, whatever the headers hold", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("authorization", "x-api-key", "other"), fc.string()),
        (headers) => {
          expect(["Key", "Missing", "Refused"]).toContain(presentedKey(headersOf(headers))._tag)
        },
      ),
    )
  })
})

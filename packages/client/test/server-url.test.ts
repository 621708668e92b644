import { fc, test } from "@fast-check/vitest"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { parseServerUrl } from "../src/server-url"

describe("SVC_API_URL", () => {
  it("is an http(s) base URL without credentials, query or fragment; the trailing slash goes", () => {
    expect(parseServerUrl(" https://audit.example.net/ ")).toEqual(Either.right("https://audit.example.net"))
    expect(parseServerUrl("http://127.0.0.1:8080/svc/")).toEqual(Either.right("http://127.0.0.1:8080/svc"))
    expect(Either.isLeft(parseServerUrl("audit.example.net"))).toBe(true)
    expect(Either.isLeft(parseServerUrl("ftp://audit.example.net"))).toBe(true)
    expect(parseServerUrl("https://key:secret@audit.example.net")).toEqual(
      Either.left(expect.stringContaining("never in a URL")),
    )
    expect(Either.isLeft(parseServerUrl("https://audit.example.net/?key=x"))).toBe(true)
  })
})

describe("SVC_API_URL, for any URL", () => {
  test.prop([fc.webUrl({ withQueryParameters: true, withFragments: true })])(
    "an accepted base URL has no credentials, query, fragment or trailing slash, and is accepted again as it is",
    (text) => {
      const parsed = parseServerUrl(text)
      if (Either.isLeft(parsed)) return
      const url = new URL(parsed.right)
      expect([url.username, url.password, url.search, url.hash]).toEqual(["", "", "", ""])
      expect(parsed.right.endsWith("/")).toBe(false)
      expect(parseServerUrl(parsed.right)).toEqual(parsed)
    },
  )
})

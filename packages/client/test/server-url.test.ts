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

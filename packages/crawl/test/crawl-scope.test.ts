import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { crawlScope, pathGlob } from "../src"

describe("pathGlob", () => {
  it.each([
    ["/blog/*", "/blog/post", true],
    ["/blog/*", "/blog/2024/post", false],
    ["/blog/**", "/blog/2024/post", true],
    ["/blog/**", "/blog", true],
    ["/blog/**", "/blogger", false],
    ["/**/*.pdf", "/files/a/report.pdf", true],
    ["/**/*.pdf", "/files/a/report.pdfx", false],
    ["*.html", "/index.html", true],
    ["/a+b(c)", "/a+b(c)", true],
    ["/a.b", "/axb", false],
  ])("%s on %s is %s", (pattern, path, expected) => {
    expect(pathGlob(pattern)(path)).toBe(expected)
  })

  test.prop([fc.stringMatching(/^(?:\/[a-z0-9.+()-]{0,6}){1,5}$/)])(
    "a glob without stars matches exactly its own path",
    (path) => {
      expect(pathGlob(path)(path)).toBe(true)
      expect(pathGlob(path)(`${path}x`)).toBe(false)
    },
  )

  test.prop([fc.stringMatching(/^(?:\/[a-z0-9]{1,6}){0,5}$/)])("`/**` matches every path", (path) => {
    expect(pathGlob("/**")(path === "" ? "/" : path)).toBe(true)
  })
})

describe("crawlScope", () => {
  it("follows the start URL's host in either scheme, and no other host", () => {
    const inScope = crawlScope("https://www.example.com/start")
    expect(inScope("https://www.example.com/a")).toBe(true)
    expect(inScope("http://www.example.com/a")).toBe(true)
    expect(inScope("https://shop.example.com/a")).toBe(false)
    expect(inScope("https://www.example.com:8443/a")).toBe(false)
    expect(inScope("mailto:someone@example.com")).toBe(false)
  })

  it("follows every host of the registrable domain with scope site, by the private section of the Public Suffix List too", () => {
    const site = crawlScope("https://www.example.co.uk/", { scope: "site" })
    expect(site("https://shop.example.co.uk/a")).toBe(true)
    expect(site("https://example.co.uk/")).toBe(true)
    expect(site("https://other.co.uk/")).toBe(false)
    const pages = crawlScope("https://alice.github.io/", { scope: "site" })
    expect(pages("https://alice.github.io/repo/")).toBe(true)
    expect(pages("https://bob.github.io/")).toBe(false)
  })

  it("applies include and exclude globs to the path", () => {
    const inScope = crawlScope("https://example.com/", {
      include: ["/docs/**"],
      exclude: ["/docs/old/**", "/**/*.pdf"],
    })
    expect(inScope("https://example.com/docs/a")).toBe(true)
    expect(inScope("https://example.com/docs/old/a")).toBe(false)
    expect(inScope("https://example.com/docs/a/manual.pdf")).toBe(false)
    expect(inScope("https://example.com/blog/")).toBe(false)
  })
})

import { TextEncoder } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { decodeHtml, Fetcher, pageLimits } from "../src"
import { type LocalServer, startLocalServer } from "./support/local-server"

/** "Šťastný kôň" in windows-1250, the Central European code page Slovak sites still use. */
const slovak1250 = Buffer.from([0x8a, 0x9d, 0x61, 0x73, 0x74, 0x6e, 0xfd, 0x20, 0x6b, 0xf4, 0xf2])
const slovak = "Šťastný kôň"
const utf8 = (text: string) => Buffer.from(new TextEncoder().encode(text))
const withMeta = (label: string, body: Buffer) =>
  Buffer.concat([Buffer.from(`<html><head><meta charset="${label}"><title>`), body, Buffer.from("</title>")])

describe("decodeHtml", () => {
  it("uses the charset of the Content-Type header", () => {
    const decoded = decodeHtml(slovak1250, "text/html; charset=windows-1250")
    expect(decoded).toEqual({ text: slovak, encoding: "windows-1250", source: "header" })
  })

  it("accepts a quoted, upper-case label and an alias", () => {
    expect(decodeHtml(slovak1250, 'text/html; Charset="CP1250"').text).toBe(slovak)
  })

  it("reads <meta charset> when the header names none", () => {
    const decoded = decodeHtml(withMeta("windows-1250", slovak1250), "text/html")
    expect(decoded.text).toContain(slovak)
    expect(decoded.source).toBe("meta")
  })

  it("reads the charset of <meta http-equiv=Content-Type>", () => {
    const page = Buffer.concat([
      Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2"><p>'),
      Buffer.from([0xa9, 0xbb]),
    ])
    expect(decodeHtml(page, undefined).text).toContain("Šť")
  })

  it("lets the header win over a contradicting <meta>, as browsers do", () => {
    const decoded = decodeHtml(withMeta("utf-8", slovak1250), "text/html; charset=windows-1250")
    expect(decoded.text).toContain(slovak)
  })

  it("skips a header label nobody knows and falls back to <meta>", () => {
    const decoded = decodeHtml(withMeta("windows-1250", slovak1250), "text/html; charset=x-made-up")
    expect(decoded).toMatchObject({ encoding: "windows-1250", source: "meta" })
  })

  it("lets a byte-order mark win over every declaration and strips it", () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(slovak)])
    expect(decodeHtml(body, "text/html; charset=windows-1250")).toEqual({
      text: slovak,
      encoding: "utf-8",
      source: "bom",
    })
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(slovak, "utf16le")])
    expect(decodeHtml(utf16, "text/html").text).toBe(slovak)
  })

  it("reads a <meta> that claims UTF-16 in an ASCII-compatible page as UTF-8", () => {
    expect(decodeHtml(withMeta("utf-16", utf8(slovak)), undefined).text).toContain(slovak)
  })

  it("decodes an undeclared body as UTF-8 when it is valid UTF-8, else as windows-1252", () => {
    expect(decodeHtml(utf8(slovak), undefined)).toMatchObject({ text: slovak, source: "utf-8 default" })
    const latin = Buffer.from([0x63, 0x61, 0x66, 0xe9])
    expect(decodeHtml(latin, "text/html")).toEqual({
      text: "café",
      encoding: "windows-1252",
      source: "windows-1252 fallback",
    })
  })

  it("decodes a mislabelled body by its label, with replacement characters, never throwing", () => {
    const decoded = decodeHtml(Buffer.from([0x63, 0x61, 0x66, 0xe9]), "text/html; charset=utf-8")
    expect(decoded.text).toBe("caf\uFFFD")
  })
})

describe("charset over HTTP", () => {
  let server: LocalServer
  let fetcher: Fetcher
  beforeAll(async () => {
    server = await startLocalServer((request, response) => {
      if (request.url === "/header") {
        response.writeHead(200, { "content-type": "text/html; charset=windows-1250" })
        response.end(slovak1250)
      } else if (request.url === "/wrong-header") {
        // The header says ISO-8859-1, the page is UTF-8: decoded by the header, as a browser would.
        response.writeHead(200, { "content-type": "text/html; charset=iso-8859-1" })
        response.end(utf8(`<title>${slovak}</title>`))
      } else {
        response.writeHead(200, { "content-type": "text/html" })
        response.end(withMeta("windows-1250", slovak1250))
      }
    })
    fetcher = new Fetcher({ policy: { privateEndpoints: [`127.0.0.1:${server.port}`] } })
  })
  afterAll(async () => {
    await fetcher.close()
    await server.close()
  })

  it("decodes by the header", async () => {
    expect((await fetcher.fetchPage(server.url("/header"), pageLimits)).body).toBe(slovak)
  })

  it("decodes by <meta charset>", async () => {
    expect((await fetcher.fetchPage(server.url("/meta"), pageLimits)).body).toContain(slovak)
  })

  it("decodes a wrong header as declared, so the mojibake a visitor sees is what is audited", async () => {
    const body = (await fetcher.fetchPage(server.url("/wrong-header"), pageLimits)).body
    expect(body).toContain("Å\u00a0Å¥astnÃ½")
    expect(body).not.toContain(slovak)
  })
})

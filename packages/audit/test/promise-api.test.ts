import { resolve } from "node:path"
import { Result } from "@svc/contract"
import { Effect, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  Auditor,
  auditHtml,
  auditorLayer,
  auditUrl,
  auditUrls,
  InvalidLocale,
  InvalidQuery,
  InvalidRequest,
  NotHtml,
  NotPublic,
  runToPromise,
  Timeout,
  TooLarge,
  Unreachable,
} from "../src"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"

const bakery = resolve(import.meta.dirname, "../../../fixtures/sites/bakery")
const decodeResult = Schema.decodeUnknownSync(Result)
const bakeryHtml = `<!doctype html><html lang="en"><head><title>Rye bread</title></head><body><main><h1>Rye</h1><p>Dark rye bread, baked daily.</p></main></body></html>`

let site: FixtureSite
beforeAll(async () => {
  site = await serveFixtureSite(bakery, "https://bakery.example", {
    "/menu.pdf": (response) => {
      response.writeHead(200, { "content-type": "application/pdf" })
      response.end("%PDF-1.7")
    },
    "/huge": (response) => {
      response.writeHead(200, { "content-type": "text/html" })
      response.end(Buffer.alloc(20 * 1024 * 1024, "a"))
    },
    "/silent": () => {},
  })
})
afterAll(() => site.close())

describe("auditUrl", () => {
  it("resolves to the contract's result for a dev server when private targets are allowed", async () => {
    const result = await auditUrl(site.url("/"), { allowPrivateTargets: true, query: "sourdough bread" })
    expect(decodeResult(result)).toEqual(result)
    expect(result.unmeasured).toEqual(["performance"])
    expect(result.query.source).toBe("input")
  })

  it("translates labels and fixes for a locale", async () => {
    const result = await auditUrl(site.url("/"), {
      allowPrivateTargets: true,
      locale: "sk",
      performance: false,
    })
    expect(result.findings.find((finding) => finding.id === "meta-description")?.label).toBe(
      "Stránka má meta popis",
    )
  })

  it("rejects a private target with NotPublic while the guard is on, without requesting it", async () => {
    const before = site.hits("/")
    const error = await auditUrl(site.url("/")).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NotPublic)
    expect(error).toMatchObject({ host: "127.0.0.1", redirected: false })
    expect(site.hits("/")).toBe(before)
  })

  it("rejects an address nobody answers with Unreachable naming the host", async () => {
    const error = await auditUrl("http://127.0.0.1:1/", { allowPrivateTargets: true }).catch(
      (caught) => caught,
    )
    expect(error).toBeInstanceOf(Unreachable)
    expect(error).toMatchObject({ host: "127.0.0.1", code: "unreachable" })
  })

  it("rejects a document that is not HTML with NotHtml", async () => {
    const error = await auditUrl(site.url("/menu.pdf"), { allowPrivateTargets: true }).catch(
      (caught) => caught,
    )
    expect(error).toBeInstanceOf(NotHtml)
    expect(error).toMatchObject({ contentType: "application/pdf" })
  })

  it("rejects a 20 MB page with TooLarge", async () => {
    const error = await auditUrl(site.url("/huge"), { allowPrivateTargets: true }).catch((caught) => caught)
    expect(error).toBeInstanceOf(TooLarge)
    expect(error).toMatchObject({ host: "127.0.0.1", limitBytes: 5 * 1024 * 1024 })
  })

  it("rejects a page that does not answer in time with Timeout (runToPromise, as auditUrl, with a short deadline)", async () => {
    const error = await runToPromise(
      Effect.flatMap(Auditor, (auditor) => auditor.auditUrl(site.url("/silent"))).pipe(
        Effect.provide(
          auditorLayer({ policy: { allowPrivateTargets: true }, pageLimits: { deadlineMs: 500 } }),
        ),
      ),
    ).catch((caught) => caught)
    expect(error).toBeInstanceOf(Timeout)
    expect(error).toMatchObject({ host: "127.0.0.1", limitMs: 500 })
  })

  it.each([
    ["ftp://example.com/", {}, InvalidRequest],
    ["not a url", {}, InvalidRequest],
    [42, {}, InvalidRequest],
    ["https://example.com/", { query: "word ".repeat(33) }, InvalidQuery],
    ["https://example.com/", { query: 7 }, InvalidQuery],
    ["https://example.com/", { locale: "de" }, InvalidLocale],
  ])("rejects bad input %j %j with a typed error, before any request", async (url, options, errorClass) => {
    // Untyped callers (plain JavaScript) can send anything.
    const error = await auditUrl(url as string, options as object).catch((caught) => caught)
    expect(error).toBeInstanceOf(errorClass)
    expect(error.message.length).toBeGreaterThan(0)
  })
})

describe("auditUrls", () => {
  it("resolves to { pages, site }, a failed page as an entry with its code", async () => {
    const audited = await auditUrls([site.url("/"), site.url("/menu.pdf")], { allowPrivateTargets: true })
    expect(audited.pages.map((page) => page.status)).toEqual(["done", "failed"])
    expect(audited.pages[1]).toMatchObject({ url: site.url("/menu.pdf"), error: { code: "not_html" } })
    expect(audited.site.addresses).toBe(2)
  })

  it("gives NotPublic entries the code unreachable while the guard is on", async () => {
    const audited = await auditUrls([site.url("/")])
    expect(audited.pages[0]).toMatchObject({ status: "failed", error: { code: "unreachable" } })
    expect(audited.site).toMatchObject({ addresses: 1, uniquePages: 0, meanScore: null, score: null })
  })

  it("rejects more than ten URLs", async () => {
    const urls = Array.from({ length: 11 }, (_, index) => `https://example.com/${index}`)
    await expect(auditUrls(urls)).rejects.toBeInstanceOf(InvalidRequest)
  })
})

describe("auditHtml", () => {
  it("audits an HTML string offline; what needs the network is unmeasured", async () => {
    const result = await auditHtml(bakeryHtml, { url: "https://bakery.example/rye", query: "rye bread" })
    expect(decodeResult(result)).toEqual(result)
    expect(result.url).toBe("https://bakery.example/rye")
    expect(result.page.title).toBe("Rye bread")
    expect(result.unmeasured).toEqual(["performance", "robots", "sitemap", "llms"])
    expect(result.query).toMatchObject({ primary: "rye bread", source: "input" })
  })

  it("rejects a missing or bad URL, a non-string and a page over 5 MiB", async () => {
    await expect(auditHtml(bakeryHtml, { url: "bakery.example/rye" })).rejects.toBeInstanceOf(InvalidRequest)
    await expect(auditHtml(bakeryHtml, undefined as never)).rejects.toBeInstanceOf(InvalidRequest)
    await expect(auditHtml(null as never, { url: "https://a.example/" })).rejects.toBeInstanceOf(
      InvalidRequest,
    )
    await expect(
      auditHtml("a".repeat(5 * 1024 * 1024 + 1), { url: "https://a.example/" }),
    ).rejects.toBeInstanceOf(TooLarge)
  })
})

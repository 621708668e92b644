import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Health, Result, StartRecord, StatusRecord } from "@svc/contract"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { requireTool } from "../../../scripts/system-tools"
import { call, startAudit, waitForComplete } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { type IssuedKey, issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, startServer } from "./support/server-process"

const decodeStart = Schema.decodeUnknownSync(StartRecord)
const decodeStatus = Schema.decodeUnknownSync(StatusRecord)
const decodeResult = Schema.decodeUnknownSync(Result)
/** The text of a PDF as poppler's pdftotext extracts it, white space and line-end hyphens dropped. */
const pdfText = (pdf: Uint8Array): string => {
  const folder = mkdtempSync(join(tmpdir(), "svc-server-pdf-"))
  try {
    const path = join(folder, "report.pdf")
    writeFileSync(path, pdf)
    return execFileSync(requireTool("pdftotext"), ["-enc", "UTF-8", path, "-"], { encoding: "utf8" })
      .replace(/\s+/g, "")
      .replace(/-/g, "")
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
const squeezed = (text: string) => text.replace(/\s+/g, "").replace(/-/g, "")

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

let site: FixtureSite
let server: RunningServer
let key: IssuedKey

beforeAll(async () => {
  site = await serveFixtureSite()
  site.route("/p/data.json", (_, response) => {
    response.writeHead(200, { "content-type": "application/json" })
    response.end('{"not":"a page"}')
  })
  server = await startServer()
  key = await issueKey(server.db, { pagesPerSite: 50, auditsPerHour: 1000 })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await site?.close()
  removeTempFolders()
})

const start = async (body: unknown) => {
  const answer = await startAudit(server.url, key.key, body)
  expect(answer.status, answer.text).toBe(202)
  expect(answer.headers.get("content-type")).toMatch(/^application\/json/)
  return decodeStart(answer.json)
}

describe("the start record", () => {
  it("has one query per distinct page, in the order sent, and the status path of the audit", async () => {
    const record = await start({
      urls: [site.url("/p/one"), ` ${site.url("/p/one#top")} `, site.url("/p/two")],
      query: "  sourdough bread  ",
    })
    expect(record).toEqual({
      version: 1,
      id: record.id,
      status: "queued",
      pages: 2,
      queries: [
        { url: site.url("/p/one"), query: { primary: "sourdough bread", source: "input" } },
        { url: site.url("/p/two"), query: { primary: "sourdough bread", source: "input" } },
      ],
      statusUrl: `/api/v1/audits/${record.id}`,
    })
  })

  it("names the site's first keyword suggestion without a query, and none for a page that is not HTML", async () => {
    const record = await start({ urls: [site.url("/p/suggested"), site.url("/p/data.json")] })
    const [html, data] = record.queries
    expect(html?.query.source).toBe("suggested")
    expect(html?.query.primary.length).toBeGreaterThan(0)
    expect(data?.query).toEqual({ primary: "", source: "none" })
    const status = await waitForComplete(server.url, key.key, record.id)
    const [done, failed] = status.pages
    expect(done?.status).toBe("done")
    if (done?.status === "done") expect(done.result.query).toMatchObject(html?.query ?? {})
    expect(failed).toMatchObject({
      url: site.url("/p/data.json"),
      status: "failed",
      error: { code: "not_html" },
    })
  })
})

describe("the status record", () => {
  it("decodes with the contract at every stage, and the finished record carries every field", async () => {
    site.delay("/robots.txt", 1_500)
    const record = await start({ urls: [site.url("/p/a"), site.url("/p/b")], locale: "en" })
    const seen = new Set<string>()
    let final: StatusRecord | undefined
    for (let polls = 0; polls < 100 && final === undefined; polls++) {
      const answer = await call(server.url, record.statusUrl, { key: key.key })
      expect(answer.status).toBe(200)
      expect(answer.headers.get("cache-control")).toBe("no-store")
      const status = decodeStatus(answer.json)
      seen.add(status.status)
      expect(status.createdAt).toMatch(TIMESTAMP)
      expect(status.pages.map((page) => page.url)).toEqual([site.url("/p/a"), site.url("/p/b")])
      if (status.status === "complete") final = status
      else await new Promise((done) => setTimeout(done, 500))
    }
    site.delay("/robots.txt", 0)
    expect(seen.has("complete")).toBe(true)
    expect(seen.size).toBeGreaterThan(1)
    if (final === undefined) throw new Error("not complete")
    expect(final.queue).toMatchObject({ position: 0, pagesAhead: 0, etaSeconds: 0 })
    expect(final.queue.samples).toBeGreaterThan(0)
    expect(final.site).toBeDefined()
    expect(final.site?.addresses).toBe(2)
    final.pages.forEach((page, index) => {
      expect(page.status).toBe("done")
      if (page.status !== "done") return
      const result = decodeResult(page.result)
      expect(result.reportUrl).toBe(`${server.url}/api/v1/audits/${record.id}?format=pdf&page=${index}`)
      expect(result.url).toBe(page.url)
      expect(result.scannedAt).toMatch(TIMESTAMP)
      expect(result.unmeasured).toContain("performance")
      expect(result.performance).toBeUndefined()
      expect(result.page.title).toContain("Sourdough bread")
      expect(result.summary.failed + result.summary.review).toBeGreaterThan(0)
      expect(result.findings.length).toBeGreaterThan(0)
    })
  }, 90_000)

  it("states labels and fixes in the audit's locale; ids stay the same", async () => {
    const english = await start({ url: site.url("/p/locale"), query: "sourdough bread" })
    const slovak = await start({ url: site.url("/p/locale"), query: "sourdough bread", locale: "sk" })
    const [en, sk] = await Promise.all(
      [english, slovak].map((record) => waitForComplete(server.url, key.key, record.id)),
    )
    const findings = (status: StatusRecord | undefined) => {
      const page = status?.pages[0]
      return page?.status === "done" ? page.result.findings : []
    }
    expect(findings(sk).map((finding) => finding.id)).toEqual(findings(en).map((finding) => finding.id))
    expect(findings(sk).map((finding) => finding.label)).not.toEqual(
      findings(en).map((finding) => finding.label),
    )
  }, 90_000)
})

describe("the PDF report", () => {
  it("is application/pdf, an attachment named after the audit and page, for each page", async () => {
    const record = await start({ urls: [site.url("/p/pdf-0"), site.url("/p/pdf-1")] })
    await waitForComplete(server.url, key.key, record.id)
    for (const page of [0, 1]) {
      const query = page === 0 ? "?format=pdf" : `?format=pdf&page=${page}`
      const answer = await fetch(`${server.url}${record.statusUrl}${query}`, {
        headers: { "x-api-key": key.key },
      })
      expect(answer.status).toBe(200)
      expect(answer.headers.get("content-type")).toBe("application/pdf")
      expect(answer.headers.get("content-disposition")).toBe(
        `attachment; filename="svc-${record.id}-${page}.pdf"`,
      )
      expect(
        Buffer.from(await answer.arrayBuffer())
          .subarray(0, 5)
          .toString("latin1"),
      ).toBe("%PDF-")
    }
  }, 90_000)

  it("is rendered from the stored result in the audit's locale, and says what the JSON says", async () => {
    const record = await start({ url: site.url("/p/pdf-sk"), locale: "sk" })
    const status = await waitForComplete(server.url, key.key, record.id)
    const [page] = status.pages
    if (page?.status !== "done") throw new Error(`the page did not finish: ${JSON.stringify(page)}`)
    const answer = await fetch(page.result.reportUrl ?? "", { headers: { "x-api-key": key.key } })
    expect(answer.status).toBe(200)
    const text = pdfText(new Uint8Array(await answer.arrayBuffer()))
    expect(text).toContain(squeezed("Audit webovej stránky"))
    expect(text).toContain(squeezed(page.result.url))
    expect(text).toContain(String(page.result.score.svc))
    expect(page.result.findings.length).toBeGreaterThan(0)
    for (const finding of page.result.findings) expect(text).toContain(squeezed(finding.label))
  }, 90_000)
})

describe("operator endpoints", () => {
  it("GET /healthz answers without a key, with the queue's figures and the server's 2 workers alive", async () => {
    const answer = await call(server.url, "/healthz")
    expect(answer.status).toBe(200)
    expect(Schema.decodeUnknownSync(Health)(answer.json)).toMatchObject({
      status: "ok",
      version: "0.3.0",
      queue: { workersAlive: 2 },
    })
  })

  it("GET /openapi.json serves the contract's document, the one committed in docs/", async () => {
    const answer = await call(server.url, "/openapi.json")
    expect(answer.status).toBe(200)
    const committed = JSON.parse(
      readFileSync(resolve(import.meta.dirname, "../../../docs/openapi.json"), "utf8"),
    )
    expect(answer.json).toEqual(committed)
  })
})

import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { servePlantedSite } from "../../../fixtures/planted-site/planted-site"
import { type RecordingProxy, startRecordingProxy } from "../../../scripts/recording-proxy"
import { type SvcServer, serverAvailable, startSvcServer } from "../../../scripts/svc-server-process"
import manifest from "../package.json"
import { SiteAnswer, siteAnswerOutputSchema } from "../src/site-answer-schema"
import { bakeryFailures, type FixtureSite, serveBakery } from "./support/bakery"
import { type SvcMcpSession, startSvcMcp, temporaryDirectory } from "./support/svc-mcp"
import { answerOf, decodeAnswer } from "./support/tool-answer"

// svc-mcp in remote mode: the real bin, spawned by the SDK's Client over stdio, talking to a real
// svc-server process (through a recording proxy that can also answer a chosen call itself).
const AUDIT_PATH = /^\/api\/v1\/audits\/[0-9a-f-]{36}(\?.*)?$/
const ROBOTS_DELAY_MS = 9_000

let site: FixtureSite
let server: SvcServer
let proxy: RecordingProxy
let key: string
let slowRobots = false
const folder = temporaryDirectory()
const sessions: SvcMcpSession[] = []

beforeAll(async () => {
  site = await serveBakery({
    "/robots.txt": (response) => {
      setTimeout(
        () => {
          response.writeHead(200, { "content-type": "text/plain" })
          response.end("User-agent: *\nAllow: /\n")
        },
        slowRobots ? ROBOTS_DELAY_MS : 0,
      )
    },
  })
  server = await startSvcServer()
  key = await server.createKey("mcp-remote-tests")
  proxy = await startRecordingProxy(server.url)
}, 180_000)

afterAll(async () => {
  for (const session of sessions) await session.close()
  await proxy?.close()
  await server?.stop()
  await site?.close()
  folder.dispose()
}, 60_000)

/** A new svc-mcp on the server (through the proxy), with the key in its env only. */
const remoteSession = async (env: Record<string, string> = {}) => {
  const session = await startSvcMcp({
    cwd: folder.path,
    env: { SVC_API_URL: proxy.url, SVC_API_KEY: key, ...env },
  })
  sessions.push(session)
  const call = async (name: string, args: Record<string, unknown>) =>
    answerOf(await session.client.callTool({ name, arguments: args }))
  return { session, call }
}

const polls = () =>
  proxy.exchanges.filter((exchange) => exchange.method === "GET" && AUDIT_PATH.test(exchange.path))

const contractError = (code: string, extra: Record<string, unknown> = {}) => ({
  error: `injected ${code}`,
  code,
  ...extra,
})

describe.skipIf(!serverAvailable)("svc-mcp against a real svc-server process (remote mode)", () => {
  it("audit_website starts the audit on the server and polls it with svc-mcp's User-Agent and the key in a header only; get_audit_result reads the same audit by id", async () => {
    const { session, call } = await remoteSession()
    proxy.reset()
    const audited = await call("audit_website", { url: site.url("/") })
    expect(audited.isError).toBe(false)
    const answer = decodeAnswer(audited.structured)
    expect(answer).toMatchObject({ status: "complete", url: site.url("/") })
    expect(answer.failing?.map((finding) => finding.id)).toEqual(expect.arrayContaining(bakeryFailures))
    expect(session.stderr()).toContain(`audits: remote (the svc server at ${proxy.url})`)

    const [start, ...rest] = proxy.exchanges
    expect(start).toMatchObject({ method: "POST", path: "/api/v1/audits", status: 202 })
    expect(polls().at(-1)?.auditStatus).toBe("complete")
    for (const exchange of proxy.exchanges) {
      expect(exchange.headers["user-agent"]).toBe(`svc-mcp/${manifest.version}`)
      expect(exchange.headers.authorization).toBe(`Bearer ${key}`)
    }
    // Polls at once after the start, then every 5 seconds.
    const times = rest.map((exchange) => exchange.at)
    for (const [index, at] of times.slice(1).entries())
      expect(at - (times[index] ?? 0)).toBeGreaterThanOrEqual(4_900)
    expect(JSON.stringify(audited)).not.toContain(key)

    proxy.reset()
    const again = await call("get_audit_result", { audit_id: answer.auditId })
    expect(decodeAnswer(again.structured)).toEqual(answer)
    expect(proxy.exchanges.map((exchange) => [exchange.method, exchange.path])).toEqual([
      ["GET", `/api/v1/audits/${answer.auditId}`],
    ])
    expect(session.transportErrors).toEqual([])
  }, 120_000)

  it("svc_report_pdf saves the server's PDF of an audit by its id, and never overwrites it", async () => {
    const { call } = await remoteSession()
    const audited = decodeAnswer((await call("audit_website", { url: site.url("/about") })).structured)
    proxy.reset()
    const path = join(folder.path, "about.pdf")
    const saved = await call("svc_report_pdf", { path, audit_id: audited.auditId })
    expect(saved.isError).toBe(false)
    expect(saved.structured).toMatchObject({ auditId: audited.auditId, status: "complete", path })
    const pdf = readFileSync(path)
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-")
    const pdfCall = proxy.exchanges.find((exchange) => exchange.path.includes("format=pdf"))
    expect(pdfCall).toMatchObject({ method: "GET", status: 200 })
    expect(pdfCall?.path).toBe(`/api/v1/audits/${audited.auditId}?format=pdf&page=0`)
    const served = await fetch(`${server.url}${pdfCall?.path}`, {
      headers: { authorization: `Bearer ${key}` },
    })
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true)

    const refused = await call("svc_report_pdf", { path, audit_id: audited.auditId })
    expect(refused.isError).toBe(true)
    expect(readFileSync(path).equals(pdf)).toBe(true)
  }, 120_000)

  it("waits out a 429 for its retryAfter seconds, then polls on", async () => {
    const { call } = await remoteSession()
    proxy.reset(({ method, path }) =>
      method === "GET" && AUDIT_PATH.test(path) && !proxy.exchanges.some((exchange) => exchange.injected)
        ? {
            status: 429,
            body: contractError("rate_limited", { retryAfter: 3 }),
            headers: { "retry-after": "3" },
          }
        : undefined,
    )
    const audited = await call("audit_website", { url: site.url("/bread") })
    expect(audited.isError).toBe(false)
    expect(decodeAnswer(audited.structured).status).toBe("complete")
    const [throttled, next] = polls()
    expect(throttled).toMatchObject({ status: 429, injected: true })
    expect((next?.at ?? 0) - (throttled?.at ?? 0)).toBeGreaterThanOrEqual(3_000)
  }, 120_000)

  it("answers the server's refusals as tool errors with the contract's code and what to do: 401, 410, domain_limit", async () => {
    const wrongKey = await remoteSession({ SVC_API_KEY: "svc_not-a-key-anyone-issued-0000000000" })
    proxy.reset()
    const unauthorized = answerOf(
      await wrongKey.session.client.callTool({ name: "audit_website", arguments: { url: site.url("/") } }),
    )
    expect(unauthorized.isError).toBe(true)
    expect(unauthorized.text).toMatch(/^Error unauthorized: /)
    expect(unauthorized.text).toContain("SVC_API_KEY in the env")
    expect(unauthorized.text).not.toContain("svc_not-a-key")
    expect(proxy.exchanges.map((exchange) => exchange.status)).toEqual([401])

    const { call } = await remoteSession()
    proxy.reset(() => ({ status: 410, body: contractError("use_async") }))
    const retired = await call("get_audit_result", { audit_id: "00000000-0000-4000-8000-000000000000" })
    expect(retired.isError).toBe(true)
    expect(retired.text).toMatch(/^Error use_async: injected use_async\. Update @svc\/mcp/)

    proxy.reset(() => ({
      status: 429,
      body: contractError("domain_limit", { retryAfter: 3600, availableUrl: site.url("/"), pagesPerSite: 1 }),
    }))
    const limited = await call("audit_website", { url: site.url("/bread") })
    expect(limited.isError).toBe(true)
    expect(limited.text).toMatch(/^Error domain_limit: /)
    expect(limited.text).toContain(`Audit ${site.url("/")} instead`)
    expect(proxy.exchanges).toHaveLength(1)

    proxy.reset()
    const unknown = await call("get_audit_result", { audit_id: "00000000-0000-4000-8000-000000000000" })
    expect(unknown.text).toMatch(/^Error not_found: /)
  }, 120_000)

  it("answers the audit id alone when the audit outlasts the wait; get_audit_result then delivers it", async () => {
    const { call } = await remoteSession({ SVC_MCP_WAIT_SECONDS: "4" })
    slowRobots = true
    try {
      const started = await call("audit_website", { url: site.url("/") })
      expect(started.isError).toBe(false)
      const { auditId, status } = decodeAnswer(started.structured)
      expect(status).toMatch(/^(queued|running)$/)
      expect(started.text).toContain(`Call get_audit_result with audit_id "${auditId}"`)
      let answer = decodeAnswer((await call("get_audit_result", { audit_id: auditId })).structured)
      for (let attempt = 0; answer.status !== "complete" && attempt < 10; attempt++)
        answer = decodeAnswer((await call("get_audit_result", { audit_id: auditId })).structured)
      expect(answer).toMatchObject({ auditId, status: "complete", url: site.url("/") })
    } finally {
      slowRobots = false
    }
  }, 120_000)

  it("audit_site crawls on the server within the asked pages; get_site_result reads the judged site by the crawl's id", async () => {
    const planted = await servePlantedSite({ sections: 1, articlesPerSection: 1 })
    const decoded = (structured: unknown) =>
      Schema.decodeUnknownSync(SiteAnswer)(siteAnswerOutputSchema.parse(structured))
    try {
      const { call } = await remoteSession({ SVC_MCP_WAIT_SECONDS: "4" })
      const started = await call("audit_site", { url: planted.url, max_pages: 4 })
      expect(started.isError, started.text).toBe(false)
      let answer = started
      if (decoded(started.structured).status === "running") {
        expect(decoded(started.structured)).toMatchObject({ pageBudget: 4 })
        expect(started.text).toContain("still running on the svc server")
      }
      const { crawlId } = decoded(started.structured)
      for (let calls = 0; decoded(answer.structured).status === "running"; calls++) {
        expect(calls).toBeLessThan(60)
        answer = await call("get_site_result", { crawl_id: crawlId })
        expect(answer.isError, answer.text).toBe(false)
      }
      const judged = decoded(answer.structured)
      expect(judged).toMatchObject({ crawlId, status: "complete", ended: "stopped", endReason: "maxPages" })
      expect(judged.pages).toHaveLength(4)
      expect(judged.pages?.find((page) => page.url === planted.url)).toMatchObject({
        status: "done",
        depth: 0,
      })
      expect(answer.text).toContain(`svc site audit of ${planted.url}`)
      expect(answer.text).toContain(`site score ${judged.site?.score ?? "n/a"}/100`)
    } finally {
      await planted.close()
    }
  }, 300_000)
})

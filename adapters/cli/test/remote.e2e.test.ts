import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PageEntry, Result, StartRecord } from "@svc/contract"
import { renderHtmlReport } from "@svc/html-report"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Exchange, type RecordingProxy, startRecordingProxy } from "../../../scripts/recording-proxy"
import { type SvcServer, serverAvailable, startSvcServer } from "../../../scripts/svc-server-process"
import { USER_AGENT } from "../src/version"
import { englishTextsIn } from "./support/english-texts"
import { finished, runSvc, type SvcOptions, startSvc } from "./support/run-svc"
import { type ServedSite, serveBakery } from "./support/served-site"

const decodeResult = Schema.decodeUnknownSync(Result)
const AUDIT_PATH = /^\/api\/v1\/audits\/[0-9a-f-]{36}(\?.*)?$/

let site: ServedSite
let server: SvcServer
let proxy: RecordingProxy
let key: string
const folder = mkdtempSync(join(tmpdir(), "svc-cli-remote-"))

/** robots.txt is held back while a test needs an audit to stay running. */
let robotsHeld: Promise<void> | undefined
let releaseRobots = () => {}

beforeAll(async () => {
  site = await serveBakery(async (path) => {
    if (path.startsWith("/robots.txt")) await robotsHeld
  })
  server = await startSvcServer()
  key = await server.createKey("cli-remote-tests")
  proxy = await startRecordingProxy(server.url)
}, 180_000)

afterAll(async () => {
  releaseRobots()
  await proxy?.close()
  await server?.stop()
  await site?.close()
  rmSync(folder, { recursive: true, force: true })
}, 60_000)

/** svc in remote mode: the server (through the recording proxy) and the key, from the environment. */
const remote = (environment: Record<string, string | undefined> = {}): SvcOptions => ({
  env: { SVC_API_URL: proxy.url, SVC_API_KEY: key, ...environment },
})

/** What may differ between two audits of one page: when, how fast, and where its PDF lives. */
const comparable = (result: Result) => ({
  ...result,
  scannedAt: "",
  reportUrl: undefined,
  page: { ...result.page, responseTimeMs: 0 },
})

const polls = (exchanges: ReadonlyArray<Exchange>) =>
  exchanges.filter((exchange) => exchange.method === "GET" && AUDIT_PATH.test(exchange.path))

const contractError = (code: string, extra: Record<string, unknown> = {}) => ({
  error: `injected ${code}`,
  code,
  ...extra,
})

describe.skipIf(!serverAvailable)(
  "svc against a real svc-server process (remote mode)",
  { timeout: 180_000 },
  () => {
    it("starts the audit, polls every 5 s with its own User-Agent and the key in a header only, and prints what embedded mode prints", async () => {
      proxy.reset()
      const [viaServer, embedded] = await Promise.all([
        runSvc(["audit", site.url("/"), "--json"], remote()),
        runSvc(["audit", site.url("/"), "--json", "--allow-private"]),
      ])
      expect(viaServer.stderr).toBe("")
      expect(viaServer.code).toBe(2)
      expect(embedded.code).toBe(2)
      const result = decodeResult(JSON.parse(viaServer.stdout))
      expect(result.reportUrl).toMatch(
        new RegExp(`^${server.url}/api/v1/audits/[0-9a-f-]{36}\\?format=pdf&page=0$`),
      )
      expect(comparable(result)).toEqual(comparable(decodeResult(JSON.parse(embedded.stdout))))

      const [start, ...rest] = proxy.exchanges
      expect(start).toMatchObject({ method: "POST", path: "/api/v1/audits", status: 202 })
      for (const exchange of proxy.exchanges) {
        expect(exchange.headers["user-agent"]).toBe(USER_AGENT)
        expect(exchange.headers.authorization).toBe(`Bearer ${key}`)
        expect(exchange.path).not.toContain(key)
      }
      const gaps = polls(rest).map((poll, index, all) => poll.at - (all[index - 1] ?? start ?? poll).at)
      expect(gaps.length).toBeGreaterThan(0)
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(4_900)
      expect(polls(rest).at(-1)?.auditStatus).toBe("complete")
    })

    it("prints the status record's pages for several URLs", async () => {
      const run = await runSvc(
        ["audit", site.url("/"), site.url("/about"), "--json", "--query", "sourdough bread"],
        remote(),
      )
      const pages = Schema.decodeUnknownSync(Schema.Array(PageEntry))(JSON.parse(run.stdout))
      expect(pages.map((page) => [page.url, page.status])).toEqual([
        [site.url("/"), "done"],
        [site.url("/about"), "done"],
      ])
      expect(run.code).toBe(2)
    })

    it("svc result picks up an audit that is still running, starts nothing and waits for it", async () => {
      robotsHeld = new Promise((release) => {
        releaseRobots = release
      })
      // Ten pages on one worker, each held up to robots.txt's timeout: the audit stays running for
      // over a minute unless released, however slowly svc starts.
      const urls = Array.from({ length: 10 }, (_, index) => site.url(`/bread?batch=${index}`))
      const started = await fetch(`${server.url}/api/v1/audits`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ urls }),
      })
      const { id } = Schema.decodeUnknownSync(StartRecord)(await started.json())
      proxy.reset()
      const child = startSvc(["result", id, "--json"], remote())
      const output = finished(child)
      while (polls(proxy.exchanges).length === 0) await new Promise((resolve) => setTimeout(resolve, 200))
      releaseRobots()
      const run = await output
      expect(run.code).toBe(2)
      const pages = Schema.decodeUnknownSync(Schema.Array(PageEntry))(JSON.parse(run.stdout))
      expect(pages.map((page) => [page.url, page.status])).toEqual(urls.map((url) => [url, "done"]))
      expect(
        proxy.exchanges.every((exchange) => exchange.method === "GET" && exchange.path.includes(id)),
      ).toBe(true)
      expect(polls(proxy.exchanges)[0]?.auditStatus).toMatch(/^(queued|running)$/)
      expect(polls(proxy.exchanges).at(-1)?.auditStatus).toBe("complete")
      // The poll that told an audit from a crawl was the wait's first: the next came a poll interval later.
      const [first, second] = polls(proxy.exchanges)
      expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(4_500)
    })

    it("waits out a 429 for its retryAfter seconds, then polls on", async () => {
      proxy.reset(({ method, path }) =>
        method === "GET" && AUDIT_PATH.test(path) && !proxy.exchanges.some((exchange) => exchange.injected)
          ? {
              status: 429,
              body: contractError("rate_limited", { retryAfter: 3 }),
              headers: { "retry-after": "3" },
            }
          : undefined,
      )
      const run = await runSvc(["audit", site.url("/about"), "--json"], remote())
      expect(run.code).toBe(2)
      decodeResult(JSON.parse(run.stdout))
      const [throttled, next] = polls(proxy.exchanges)
      expect(throttled).toMatchObject({ status: 429, injected: true })
      expect((next?.at ?? 0) - (throttled?.at ?? 0)).toBeGreaterThanOrEqual(3_000)
    })

    it("retries a 503 after a pause, and stops at once on any other code", async () => {
      proxy.reset(({ method, index }) =>
        method === "POST" && index === 0
          ? {
              status: 503,
              body: contractError("unavailable", { retryAfter: 1 }),
              headers: { "retry-after": "1" },
            }
          : undefined,
      )
      const retried = await runSvc(["audit", site.url("/about"), "--json"], remote())
      expect(retried.code).toBe(2)
      const [refused, accepted] = proxy.exchanges
      expect(refused).toMatchObject({ method: "POST", status: 503, injected: true })
      expect(accepted).toMatchObject({ method: "POST", status: 202 })
      expect((accepted?.at ?? 0) - (refused?.at ?? 0)).toBeGreaterThanOrEqual(2_000)

      proxy.reset(() => ({
        status: 429,
        body: contractError("domain_limit", {
          retryAfter: 3600,
          availableUrl: site.url("/"),
          pagesPerSite: 1,
        }),
      }))
      const stopped = await runSvc(["audit", site.url("/bread"), "--json"], remote())
      expect(stopped.code).toBe(1)
      expect(stopped.stdout).toBe("")
      expect(stopped.stderr).toContain("(429 domain_limit)")
      expect(stopped.stderr).toContain(`${site.url("/")} can be audited again today`)
      expect(proxy.exchanges).toHaveLength(1)
    })

    it("key check: 0 for a valid key, 1 for a refused one; without a key, or with a flag for embedded audits, no call at all", async () => {
      proxy.reset()
      const [valid, wrong] = await Promise.all([
        runSvc(["key", "check"], remote()),
        runSvc(["key", "check"], remote({ SVC_API_KEY: "svc_not-a-key-anyone-issued-0000000000" })),
      ])
      expect(valid.code).toBe(0)
      expect(valid.stdout).toContain("valid")
      expect(wrong.code).toBe(1)
      expect(wrong.stderr).toContain("(401 unauthorized)")
      expect(proxy.exchanges.map((exchange) => exchange.status).sort()).toEqual([401, 404])

      // What a server says to a client it no longer serves (below 0.3.0): final, with its code.
      proxy.reset(() => ({ status: 410, body: contractError("use_async") }))
      const retired = await runSvc(["key", "check"], remote())
      expect(retired.code).toBe(1)
      expect(retired.stderr).toContain("injected use_async (410 use_async)")
      expect(proxy.exchanges).toHaveLength(1)

      proxy.reset()
      const [missing, asArgument, privateFlag] = await Promise.all([
        runSvc(["audit", site.url("/")], remote({ SVC_API_KEY: undefined })),
        runSvc(["audit", site.url("/"), "--api-key", key], remote({ SVC_API_KEY: undefined })),
        runSvc(["audit", site.url("/"), "--allow-private"], remote()),
      ])
      expect(privateFlag.code).toBe(1)
      expect(privateFlag.stderr).toContain("--allow-private applies to embedded audits only")
      expect(missing.code).toBe(1)
      expect(missing.stderr).toContain("SVC_API_KEY is not")
      expect(asArgument.code).toBe(1)
      expect(asArgument.stderr).not.toContain(key)
      expect(proxy.exchanges).toEqual([])
    })

    it("--html renders the report here from the server's result, and never asks the API for HTML", async () => {
      proxy.reset()
      const file = join(folder, "remote.html")
      const run = await runSvc(["audit", site.url("/"), "--html", file, "--json", "--locale", "sk"], remote())
      expect(run.code).toBe(2)
      const result = decodeResult(JSON.parse(run.stdout))
      expect(readFileSync(file, "utf8")).toBe(renderHtmlReport(result, { locale: "sk" }))
      expect(proxy.exchanges.length).toBeGreaterThan(1)
      expect(proxy.exchanges.filter((exchange) => exchange.path.includes("format="))).toEqual([])
    })

    it("--pdf writes the same report in remote mode, and Ctrl-C leaves the audit running with a way back", async () => {
      proxy.reset()
      const file = join(folder, "remote.pdf")
      const written = await runSvc(["audit", site.url("/"), "--pdf", file], remote())
      expect(written.code).toBe(0)
      expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-")
      // The server's PDF, fetched with the key and svc's User-Agent, not one rendered by svc.
      const pdfCall = proxy.exchanges.find((exchange) => exchange.path.includes("format=pdf"))
      expect(pdfCall).toMatchObject({ method: "GET", status: 200 })
      expect(pdfCall?.path).toMatch(/^\/api\/v1\/audits\/[0-9a-f-]{36}\?format=pdf&page=0$/)
      expect(pdfCall?.headers["user-agent"]).toBe(USER_AGENT)
      const served = await fetch(`${server.url}${pdfCall?.path}`, {
        headers: { authorization: `Bearer ${key}` },
      })
      expect(Buffer.from(await served.arrayBuffer()).equals(readFileSync(file))).toBe(true)

      proxy.reset()
      const child = startSvc(["audit", site.url("/about")], remote())
      const output = finished(child)
      while (!proxy.exchanges.some((exchange) => exchange.status === 202))
        await new Promise((resolve) => setTimeout(resolve, 100))
      child.kill("SIGINT")
      const interrupted = await output
      expect(interrupted.code).toBe(130)
      expect(interrupted.stderr).toMatch(/svc result [0-9a-f-]{36}/)
    })

    it("speaks the --locale: in Slovak the key check, a PDF the server did not give and the way back after Ctrl-C hold no English text", async () => {
      proxy.reset()
      const checked = await runSvc(["key", "check", "--locale", "sk"], remote())
      expect(checked.code).toBe(0)
      expect(checked.stdout).toContain("Kľúč v SVC_API_KEY je na")
      expect(englishTextsIn(checked.stdout, "sk")).toEqual([])

      proxy.reset(({ path }) =>
        path.includes("format=pdf") ? { status: 404, body: contractError("not_found") } : undefined,
      )
      const file = join(folder, "slovak.pdf")
      const withoutPdf = await runSvc(["audit", site.url("/"), "--pdf", file, "--locale", "sk"], remote())
      expect(withoutPdf.code).not.toBe(0)
      expect(withoutPdf.stderr).toContain("Server nevydal PDF stránky 0")
      expect(englishTextsIn(withoutPdf.stderr, "sk")).toEqual([])

      robotsHeld = new Promise((release) => {
        releaseRobots = release
      })
      proxy.reset()
      const child = startSvc(["audit", site.url("/bread?slovak"), "--locale", "sk"], remote())
      const output = finished(child)
      while (!proxy.exchanges.some((exchange) => exchange.status === 202))
        await new Promise((resolve) => setTimeout(resolve, 100))
      child.kill("SIGINT")
      const interrupted = await output
      releaseRobots()
      expect(interrupted.code).toBe(130)
      expect(interrupted.stderr).toMatch(
        /Audit na serveri pokračuje; vyzdvihnete ho príkazom: svc result [0-9a-f-]{36}/,
      )
      expect(englishTextsIn(interrupted.stderr, "sk")).toEqual([])
    })
  },
)

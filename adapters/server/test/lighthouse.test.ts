import { readdirSync } from "node:fs"
import type { Result, StatusRecord } from "@svc/contract"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { processesMentioning } from "../../../packages/lighthouse/test/support-processes"
import { requireTool } from "../../../scripts/system-tools"
import { call, startAudit, waitForComplete } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, startServer, tempFolder } from "./support/server-process"

// Real Chromium (/usr/bin/chromium, or CHROME_PATH) driven by the server's workers, each with its own.
// Every profile folder is made in the server's TMPDIR, so a test sees exactly this server's Chromiums.
let site: FixtureSite
const servers: Array<RunningServer> = []

beforeAll(async () => {
  site = await serveFixtureSite()
}, 60_000)

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await site?.close()
  removeTempFolders()
})

const serveWithLighthouse = async (args: ReadonlyArray<string> = []) => {
  const chromeTemp = tempFolder()
  const server = await startServer({ workers: 2, lighthouse: true, args, env: { TMPDIR: chromeTemp } })
  servers.push(server)
  const { key } = await issueKey(server.db, { pagesPerSite: 50, auditsPerHour: 1000 })
  return { server, key, chromeTemp }
}

const auditOnePage = async (server: RunningServer, key: string, path: string): Promise<Result> => {
  const started = await startAudit(server.url, key, { url: site.url(path) })
  expect(started.status, started.text).toBe(202)
  const { id } = started.json as { id: string }
  // Two Lighthouse runs (mobile, desktop) on a busy 2-core machine: allow minutes.
  const record = await waitForComplete(server.url, key, id, { timeoutMs: 300_000, everyMs: 1_000 })
  const [page] = record.pages
  if (page?.status !== "done") throw new Error(`the page did not complete: ${JSON.stringify(page)}`)
  return page.result
}

const profileFolders = (folder: string) =>
  readdirSync(folder).filter((name) => name.startsWith("svc-chrome-"))

const isRunning = async (server: RunningServer, key: string, id: string) => {
  const answer = await call(server.url, `/api/v1/audits/${id}`, { key })
  return (answer.json as StatusRecord).pages.some((page) => page.status === "running")
}

describe("Lighthouse in the workers (real server, real Chromium)", () => {
  it("measures a page on mobile and desktop; SIGTERM closes every Chromium and removes its profile", async () => {
    requireTool("chromium")
    const { server, key, chromeTemp } = await serveWithLighthouse(["--lighthouse-budget", "120"])
    const result = await auditOnePage(server, key, "/")

    // The record was decoded by the contract's StatusRecord (waitForComplete): figures are 0–1 or null.
    expect(result.unmeasured).not.toContain("performance")
    for (const figures of [result.performance?.mobile, result.performance?.desktop]) {
      expect(figures?.seo).toBeGreaterThan(0)
      expect(figures?.accessibility).toBeGreaterThan(0)
    }
    expect(result.score.parts.experience).not.toBeNull()
    // The bakery's loaves.jpg has no alt text: one finding, with Lighthouse's evidence beside the HTML rule's.
    const imageAlt = result.findings.filter((finding) => finding.id === "image-alt")
    expect(imageAlt).toHaveLength(1)
    expect(imageAlt[0]?.items?.map((item) => item.message)).toContainEqual(
      expect.stringMatching(/^Lighthouse \(mobile\) flags .*loaves\.jpg/),
    )

    // The worker keeps its Chromium for the next page; a second page finds it running when SIGTERM comes.
    expect(processesMentioning(chromeTemp).length).toBeGreaterThan(0)
    const second = await startAudit(server.url, key, { url: site.url("/p/second") })
    const { id } = second.json as { id: string }
    const deadline = Date.now() + 30_000
    while (!(await isRunning(server, key, id)) && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 100))

    const exit = await server.stop()
    expect(exit).toEqual({ code: 0, signal: null })
    expect(processesMentioning(chromeTemp)).toEqual([])
    expect(profileFolders(chromeTemp)).toEqual([])
  }, 420_000)

  it("completes the audit with performance unmeasured when Chromium cannot start", async () => {
    const { server, key, chromeTemp } = await serveWithLighthouse(["--chrome-path", "/nonexistent/chromium"])
    const result = await auditOnePage(server, key, "/")

    expect(result.performance).toBeUndefined()
    expect(result.unmeasured).toEqual(["performance"])
    expect(result.score.parts.experience).toBeNull()
    expect(result.findings.filter((finding) => finding.id === "image-alt")).toHaveLength(1)
    // Why, logged once by the worker that tried, with how to install Chromium.
    const warnings = server.logs().filter((line) => String(line.msg).includes("/nonexistent/chromium"))
    expect(warnings).toHaveLength(1)
    expect(String(warnings[0]?.msg)).toContain("apt-get install -y chromium")

    await server.stop()
    expect(profileFolders(chromeTemp)).toEqual([])
  }, 120_000)
})

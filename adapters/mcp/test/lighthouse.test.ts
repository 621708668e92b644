import { spawn } from "node:child_process"
import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { processesMentioning } from "../../../packages/lighthouse/test/support-processes"
import { requireTool } from "../../../scripts/system-tools"
import { type FixtureSite, serveBakery } from "./support/bakery"
import { type SvcMcpSession, startSvcMcp, svcMcpCommand } from "./support/svc-mcp"
import { answerOf, decodeAnswer } from "./support/tool-answer"

// svc-mcp in embedded mode with Lighthouse on (SVC_NO_LIGHTHOUSE=false), real Chromium. Each process
// gets its own TMPDIR, where Chromium's profile folders are made, so the tests see what is left.

let site: FixtureSite
const scratches: string[] = []
const scratch = () => {
  const folder = mkdtempSync(join(tmpdir(), "svc-mcp-lighthouse-"))
  scratches.push(folder)
  return folder
}
beforeAll(async () => {
  site = await serveBakery()
})
afterAll(async () => {
  await site.close()
  for (const folder of scratches) rmSync(folder, { recursive: true, force: true })
})

const environment = (folder: string) => ({
  SVC_MCP_ALLOW_PRIVATE_TARGETS: "1",
  SVC_NO_LIGHTHOUSE: "false",
  TMPDIR: folder,
})

const profilesIn = (folder: string) => readdirSync(folder).filter((entry) => entry.startsWith("svc-chrome-"))

/** Nothing of svc-mcp's Chromium is left: no process with a profile in `folder`, no profile folder. */
const expectNoChromiumLeft = async (folder: string) => {
  await vi.waitFor(() => expect(processesMentioning(folder)).toEqual([]), { timeout: 5_000, interval: 100 })
  expect(profilesIn(folder)).toEqual([])
}

const category = expect.any(Number)
const figures = { performance: category, accessibility: category, seo: category }

describe("audit_website with Lighthouse, embedded (a real svc-mcp process, real Chromium)", () => {
  const folder = scratch()
  let session: SvcMcpSession | undefined
  const started = () => {
    if (session === undefined) throw new Error("the session has not started")
    return session
  }
  beforeAll(async () => {
    requireTool("chromium")
    session = await startSvcMcp({ env: environment(folder), cwd: folder })
  }, 60_000)

  /**
   * audit_website, then get_audit_result while the audit runs. An audit with Lighthouse takes 10–20 s
   * and is answered at once; on a machine so busy that it outlasts the 45-second wait, the fallback
   * holds: the id alone, and get_audit_result delivers.
   */
  const audited = async (url: string) => {
    const client = started().client
    let answer = answerOf(await client.callTool({ name: "audit_website", arguments: { url } }))
    for (let call = 1; call <= 3; call++) {
      expect(answer.isError).toBe(false)
      const { auditId, status } = decodeAnswer(answer.structured)
      if (status === "complete") return answer
      expect(answer.structured).toEqual({ auditId, status: "running" })
      answer = answerOf(await client.callTool({ name: "get_audit_result", arguments: { audit_id: auditId } }))
    }
    return answer
  }

  it("answers the Lighthouse figures as text and as structured content", async () => {
    const answer = await audited(site.url("/"))
    const structured = decodeAnswer(answer.structured)
    expect(structured.status).toBe("complete")
    expect(structured.performance).toEqual({ mobile: figures, desktop: figures })
    expect(structured.unmeasured).not.toContain("performance")
    const { mobile, desktop } = structured.performance ?? {}
    const percent = (value: number | null | undefined) => String(Math.round((value ?? Number.NaN) * 100))
    expect(answer.text).toContain(
      `Lighthouse: mobile performance ${percent(mobile?.performance)} · accessibility ${percent(mobile?.accessibility)} · SEO ${percent(mobile?.seo)}; desktop performance ${percent(desktop?.performance)}`,
    )
  }, 180_000)

  it("reuses one Chromium for the session's audits", async () => {
    const answer = await audited(site.url("/bread.html"))
    expect(decodeAnswer(answer.structured).performance).toEqual({ mobile: figures, desktop: figures })
    expect(profilesIn(folder)).toHaveLength(1)
    // Lighthouse and Chromium wrote nothing on stdout: every line the client read was a protocol message.
    expect(started().transportErrors).toEqual([])
  }, 180_000)

  it("takes Chromium and its profile down when the client closes the session", async () => {
    await started().close()
    await expectNoChromiumLeft(folder)
  }, 30_000)
})

describe("a Chromium that cannot start, embedded", () => {
  it("leaves performance unmeasured, says why once on stderr as an svc-mcp line, and the audits go on", async () => {
    const folder = scratch()
    const session = await startSvcMcp({
      env: { ...environment(folder), CHROME_PATH: join(folder, "no-chromium-here") },
      cwd: folder,
    })
    try {
      for (const path of ["/", "/about.html"]) {
        const answer = answerOf(
          await session.client.callTool({ name: "audit_website", arguments: { url: site.url(path) } }),
        )
        const structured = decodeAnswer(answer.structured)
        expect(structured.status).toBe("complete")
        expect(structured.performance).toBeUndefined()
        expect(structured.unmeasured).toContain("performance")
        expect(answer.text).toContain("Not measured: performance")
      }
      const chromiumLines = session
        .stderr()
        .split("\n")
        .filter((line) => line.includes("no-chromium-here"))
      expect(chromiumLines).toHaveLength(1)
      expect(chromiumLines[0]).toMatch(/^svc-mcp: Chromium was not found at .*apt-get install -y chromium/)
    } finally {
      await session.close()
    }
  }, 90_000)
})

/** A raw svc-mcp process that was asked for an audit: end it while Chromium measures the page. */
const auditing = async (folder: string) => {
  const child = spawn(svcMcpCommand.command, svcMcpCommand.args, {
    cwd: folder,
    env: { PATH: process.env.PATH ?? "", HOME: folder, ...environment(folder) },
    stdio: ["pipe", "pipe", "pipe"],
  })
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)))
  const message = (value: object) => `${JSON.stringify({ jsonrpc: "2.0", ...value })}\n`
  child.stdin.write(
    message({
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
    }) +
      message({ method: "notifications/initialized" }) +
      message({
        id: 2,
        method: "tools/call",
        params: { name: "audit_website", arguments: { url: site.url("/") } },
      }),
  )
  await vi.waitFor(() => expect(processesMentioning(folder)).not.toEqual([]), {
    timeout: 60_000,
    interval: 100,
  })
  return { child, exited }
}

describe("svc-mcp ends without leaving Chromium behind while an audit measures the page", () => {
  it("when the client closes stdin", async () => {
    const folder = scratch()
    const { child, exited } = await auditing(folder)
    child.stdin.end()
    expect(await exited).toBe(0)
    await expectNoChromiumLeft(folder)
  }, 90_000)

  it("on SIGTERM", async () => {
    const folder = scratch()
    const { child, exited } = await auditing(folder)
    child.kill("SIGTERM")
    expect(await exited).toBe(0)
    await expectNoChromiumLeft(folder)
  }, 90_000)
})

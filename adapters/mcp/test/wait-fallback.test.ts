import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { bakeryFailures } from "./support/bakery"
import { sessionWithSite } from "./support/session-with-site"
import { answerOf, decodeAnswer } from "./support/tool-answer"

/** The site answers its robots.txt only after this long, so every audit of it outlasts the 6-second wait. */
const ROBOTS_DELAY_MS = 8_000

const { site, session, call, workingDirectory } = sessionWithSite({
  env: { SVC_MCP_ALLOW_PRIVATE_TARGETS: "true", SVC_MCP_WAIT_SECONDS: "6" },
  routes: {
    "/robots.txt": (response) => {
      setTimeout(() => {
        response.writeHead(200, { "content-type": "text/plain" })
        response.end("User-agent: *\nAllow: /\n")
      }, ROBOTS_DELAY_MS)
    },
  },
})

/** Calls get_audit_result until the audit is complete, as an agent told to do so would. */
const collect = async (auditId: string) => {
  for (let attempt = 1; attempt <= 15; attempt++) {
    const answer = await call("get_audit_result", { audit_id: auditId })
    expect(answer.isError).toBe(false)
    if (decodeAnswer(answer.structured).status === "complete") return answer
    expect(answer.structured).toEqual({ auditId, status: "running" })
  }
  throw new Error(`audit ${auditId} did not complete`)
}

describe("an audit that outlasts the wait (SVC_MCP_WAIT_SECONDS=6, a slow robots.txt)", () => {
  it("audit_website answers the audit id alone and says to call get_audit_result, which then delivers", async () => {
    const progress: Array<{ progress: number; total?: number | undefined }> = []
    const started = answerOf(
      await session().client.callTool(
        { name: "audit_website", arguments: { url: site().url("/") } },
        undefined,
        {
          onprogress: ({ progress: waited, total }) => progress.push({ progress: waited, total }),
        },
      ),
    )
    expect(started.isError).toBe(false)
    const { auditId } = decodeAnswer(started.structured)
    expect(started.structured).toEqual({ auditId, status: "running" })
    expect(started.text).toContain("still running after 6 seconds")
    // The client asked for progress: it heard after 5 seconds that the call was still waiting.
    expect(progress).toEqual([{ progress: 5, total: 6 }])
    expect(started.text).toContain(`Call get_audit_result with audit_id "${auditId}"`)

    const finished = await collect(auditId)
    const answer = decodeAnswer(finished.structured)
    expect(answer).toMatchObject({ auditId, status: "complete", url: site().url("/") })
    expect(answer.failing?.map((finding) => finding.id)).toEqual(expect.arrayContaining(bakeryFailures))
    expect(finished.text).toContain("Failing checks, worst first")
  }, 60_000)

  it("a call the client cancels ends its wait, never the audit it waits for", async () => {
    const started = await call("audit_website", { url: site().url("/") })
    const { auditId } = decodeAnswer(started.structured)
    const cancelled = session()
      .client.callTool({ name: "get_audit_result", arguments: { audit_id: auditId } }, undefined, {
        signal: AbortSignal.timeout(200),
      })
      .then(
        () => "answered",
        (error: unknown) => (error instanceof Error ? error.name : String(error)),
      )
    expect(await cancelled).not.toBe("answered")
    expect(decodeAnswer((await collect(auditId)).structured).status).toBe("complete")
  }, 60_000)

  it("svc_report_pdf with a url answers the audit id without a file, and saves it when called again with the id", async () => {
    const first = await call("svc_report_pdf", { path: "slow.pdf", url: site().url("/") })
    expect(first.isError).toBe(false)
    const { auditId } = decodeAnswer(first.structured)
    expect(first.structured).toEqual({ auditId, status: "running" })
    expect(first.text).toContain(`Call svc_report_pdf again with audit_id "${auditId}"`)
    expect(existsSync(join(workingDirectory, "slow.pdf"))).toBe(false)

    await collect(auditId)
    const second = await call("svc_report_pdf", { path: "slow.pdf", audit_id: auditId })
    expect(second.isError).toBe(false)
    expect(readFileSync(join(workingDirectory, "slow.pdf")).subarray(0, 5).toString("latin1")).toBe("%PDF-")
  }, 60_000)
})

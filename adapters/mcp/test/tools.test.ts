import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type SvcMcpSession, startSvcMcp } from "./support/svc-mcp"

let session: SvcMcpSession
beforeAll(async () => {
  session = await startSvcMcp()
}, 60_000)
afterAll(() => session?.close())

describe("the tools svc-mcp offers (a real process, listed by the SDK's Client)", () => {
  it("names the server svc with this package's version and tells the model how to use the tools", () => {
    expect(session.client.getServerVersion()).toMatchObject({ name: "svc", version: "0.3.0" })
    expect(session.client.getInstructions()).toContain("get_audit_result")
  })

  it("lists audit_website, get_audit_result, svc_report_pdf, audit_site and get_site_result with their input schemas", async () => {
    const { tools } = await session.client.listTools()
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]))
    expect(Object.keys(byName).sort()).toEqual([
      "audit_site",
      "audit_website",
      "get_audit_result",
      "get_site_result",
      "svc_report_pdf",
    ])
    expect(byName.audit_site?.inputSchema).toMatchObject({
      type: "object",
      properties: { url: { type: "string" }, max_pages: { type: "integer" }, query: { type: "string" } },
      required: ["url"],
    })
    expect(byName.get_site_result?.inputSchema).toMatchObject({
      type: "object",
      properties: { crawl_id: { type: "string" } },
      required: ["crawl_id"],
    })

    expect(byName.audit_website?.inputSchema).toMatchObject({
      type: "object",
      properties: { url: { type: "string" }, query: { type: "string" } },
      required: ["url"],
    })
    expect(byName.get_audit_result?.inputSchema).toMatchObject({
      type: "object",
      properties: { audit_id: { type: "string" } },
      required: ["audit_id"],
    })
    expect(byName.svc_report_pdf?.inputSchema).toMatchObject({
      type: "object",
      properties: {
        path: { type: "string" },
        url: { type: "string" },
        audit_id: { type: "string" },
        query: { type: "string" },
      },
      required: ["path"],
    })
  })

  it("declares an output schema for each tool, with the audit (or crawl) id and status always required", async () => {
    const { tools } = await session.client.listTools()
    const siteTools = new Set(["audit_site", "get_site_result"])
    for (const tool of tools.filter((each) => siteTools.has(each.name))) {
      expect(tool.outputSchema, tool.name).toMatchObject({
        type: "object",
        properties: { crawlId: { type: "string" }, status: { enum: ["running", "complete"] } },
      })
      expect(tool.outputSchema?.required, tool.name).toEqual(["crawlId", "status"])
    }
    for (const tool of tools.filter((each) => !siteTools.has(each.name))) {
      expect(tool.outputSchema, tool.name).toMatchObject({
        type: "object",
        properties: { auditId: { type: "string" }, status: { enum: ["queued", "running", "complete"] } },
      })
      expect(tool.outputSchema?.required, tool.name).toEqual(["auditId", "status"])
    }
    const audit = tools.find((tool) => tool.name === "audit_website")
    expect(Object.keys(audit?.outputSchema?.properties ?? {})).toEqual(
      expect.arrayContaining(["score", "summary", "failing", "query", "unmeasured"]),
    )
    // A finding's items, each a sentence with where it is, and how many there were.
    const finding = {
      type: "object",
      properties: { items: { type: "array" }, itemCount: { type: "integer" } },
    }
    expect(audit?.outputSchema?.properties).toMatchObject({
      failing: { type: "array", items: finding },
      toReview: { type: "array", items: finding },
    })
    expect(audit?.outputSchema?.properties?.failing).toMatchObject({
      items: {
        properties: {
          items: {
            items: {
              properties: {
                message: { type: "string" },
                subject: { type: "string" },
                location: { properties: { line: { type: "integer" }, column: { type: "integer" } } },
                url: { type: "string" },
              },
              required: ["message"],
            },
          },
        },
      },
    })
  })

  it("describes each tool for a model: when to use it, what it costs, what comes back", async () => {
    const { tools } = await session.client.listTools()
    for (const tool of tools) {
      const description = tool.description ?? ""
      expect(description, tool.name).toMatch(/Use it when|Give either/)
      expect(description, tool.name).toMatch(/Cost/)
      expect(description, tool.name).toMatch(/Returns/)
      expect(description, tool.name).toMatch(/45 seconds/)
    }
  })

  it("marks which tools only read and which write a file", async () => {
    const { tools } = await session.client.listTools()
    const hints = Object.fromEntries(tools.map((tool) => [tool.name, tool.annotations]))
    expect(hints.audit_website).toMatchObject({ readOnlyHint: true, openWorldHint: true })
    expect(hints.get_audit_result).toMatchObject({ readOnlyHint: true, idempotentHint: true })
    expect(hints.svc_report_pdf).toMatchObject({ readOnlyHint: false, destructiveHint: false })
    expect(hints.audit_site).toMatchObject({ readOnlyHint: true, openWorldHint: true })
    expect(hints.get_site_result).toMatchObject({ readOnlyHint: true, idempotentHint: true })
  })
})

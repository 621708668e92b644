import { existsSync, readdirSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { sessionWithSite } from "./support/session-with-site"

// The guard is on, as for every user: no SVC_MCP_ALLOW_PRIVATE_TARGETS.
const { site, session, call, workingDirectory } = sessionWithSite()

const thirtyThreeWords = Array.from({ length: 33 }, (_, index) => `word${index}`).join(" ")
const unknownId = "00000000-0000-4000-8000-000000000000"

describe("bad arguments are answered as tool errors with the contract's code and what to do", () => {
  it.each([
    ["audit_website", {}, "invalid_request", /url must be a string/],
    ["audit_website", { url: 42 }, "invalid_request", /url must be a string/],
    ["audit_website", { url: "ftp://example.com/" }, "invalid_request", /not an absolute http/],
    ["audit_website", { url: "not a url" }, "invalid_request", /Correct the arguments/],
    ["audit_website", { url: "https://user:secret@example.com/" }, "invalid_request", /userinfo/],
    ["audit_website", { url: "https://example.com/", query: 7 }, "invalid_query", /query must be a string/],
    ["audit_website", { url: "https://example.com/", query: thirtyThreeWords }, "invalid_query", /32 words/],
    ["get_audit_result", {}, "invalid_request", /audit_id must be/],
    ["get_audit_result", { audit_id: unknownId }, "not_found", /Use an audit_id returned by audit_website/],
    ["get_audit_result", { audit_id: "'; DROP TABLE audits" }, "not_found", /No audit with id/],
    ["svc_report_pdf", { path: "a.pdf" }, "invalid_request", /exactly one of url .* or audit_id/],
    [
      "svc_report_pdf",
      { path: "a.pdf", url: "https://example.com/", audit_id: unknownId },
      "invalid_request",
      /exactly one/,
    ],
    [
      "svc_report_pdf",
      { path: "a.pdf", audit_id: unknownId, query: "bread" },
      "invalid_request",
      /query goes with url/,
    ],
    [
      "svc_report_pdf",
      { path: "report.txt", audit_id: unknownId },
      "invalid_request",
      /does not end in \.pdf/,
    ],
    ["svc_report_pdf", { path: "", audit_id: unknownId }, "invalid_request", /path is empty/],
    ["svc_report_pdf", { path: "a.pdf", audit_id: unknownId }, "not_found", /No audit with id/],
    ["svc_report_pdf", { audit_id: unknownId }, "invalid_request", /path must be a string/],
  ])("%s %j → %s", async (tool, args, code, sentence) => {
    const answer = await call(tool, args)
    expect(answer.isError).toBe(true)
    expect(answer.structured).toBeUndefined()
    expect(answer.text).toContain(code)
    expect(answer.text).toMatch(sentence)
  })

  it("refuses a private target while the guard is on, without fetching it", async () => {
    for (const url of [site().url("/"), `http://localhost:${site().port}/`]) {
      const answer = await call("audit_website", { url })
      expect(answer.isError).toBe(true)
      expect(answer.text).toMatch(
        /^Error invalid_request: url has the host .*, which is not a public address\./,
      )
    }
    expect(site().hits("/")).toBe(0)
  })

  it("answers an unknown tool as an error, and keeps serving", async () => {
    const answer = await call("audit_everything", { url: "https://example.com/" })
    expect(answer.isError).toBe(true)
    expect(answer.text).toContain("audit_everything")
    expect((await session().client.listTools()).tools).toHaveLength(5)
  })

  it("wrote no file for any refused call, and nothing but protocol messages on stdout", () => {
    expect(readdirSync(workingDirectory)).toEqual([])
    expect(existsSync(workingDirectory)).toBe(true)
    expect(session().transportErrors).toEqual([])
  })
})

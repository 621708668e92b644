import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, symlinkSync } from "node:fs"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { sessionWithSite } from "./support/session-with-site"
import { temporaryDirectory } from "./support/svc-mcp"

// svc_report_pdf against a working directory changing under it (issue 32): a real svc-mcp process,
// the SDK's own client, and a page whose fetch is the moment the folder checked is swapped for a link.

const outside = temporaryDirectory()
const page =
  "<!doctype html><html lang=en><head><title>Swap</title></head><body><h1>Swap</h1><p>Bread.</p></body></html>"

const { site, call, workingDirectory } = sessionWithSite({
  env: { SVC_MCP_ALLOW_PRIVATE_TARGETS: "1" },
  routes: {
    // While the audit fetches this page, the folder checked is moved aside and a link to a folder
    // outside the working directory takes its name.
    "/swap": (response) => {
      renameSync(join(workingDirectory, "reports"), join(workingDirectory, "moved"))
      symlinkSync(outside.path, join(workingDirectory, "reports"))
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page)
    },
  },
})

afterAll(() => outside.dispose())

describe("svc_report_pdf with the folder swapped during the audit", () => {
  it("writes the PDF in the folder it checked, never through the link put in its place", async () => {
    mkdirSync(join(workingDirectory, "reports"))
    const answer = await call("svc_report_pdf", { path: "reports/swap.pdf", url: site().url("/swap") })
    expect(site().hits("/swap")).toBeGreaterThan(0)
    expect(readdirSync(outside.path)).toEqual([])
    expect(answer.isError, answer.text).toBe(false)
    const saved = join(workingDirectory, "moved/swap.pdf")
    expect(readFileSync(saved).subarray(0, 5).toString("latin1")).toBe("%PDF-")
    expect(answer.structured).toMatchObject({ status: "complete", path: saved })
  })

  it("refuses a file name too long for the file system before any audit runs", async () => {
    const name = `${"r".repeat(300)}.pdf`
    const answer = await call("svc_report_pdf", { path: name, url: site().url("/long") })
    expect(answer.isError).toBe(true)
    expect(answer.text).toMatch(/^Error invalid_request: .*longer than 255 bytes/)
    expect(site().hits("/long")).toBe(0)
    expect(existsSync(join(workingDirectory, name.slice(0, 200)))).toBe(false)
  })
})

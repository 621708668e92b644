import { execFileSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Result } from "@svc/contract"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { requireTool } from "../../../scripts/system-tools"
import { runSvc } from "./support/run-svc"
import { type ServedSite, serveBakery } from "./support/served-site"

let site: ServedSite
const directory = mkdtempSync(join(tmpdir(), "svc-cli-pdf-"))
beforeAll(async () => {
  site = await serveBakery()
})
afterAll(async () => {
  await site.close()
  rmSync(directory, { recursive: true, force: true })
})

/** The text of a PDF, as poppler reads it: a valid PDF or an error. */
const pdfText = (file: string) =>
  execFileSync(requireTool("pdftotext"), ["-enc", "UTF-8", file, "-"], { encoding: "utf8" })

describe("svc audit --pdf (a real process)", { timeout: 120_000 }, () => {
  it("writes a valid PDF and exits 0 as soon as it is written, failing checks or not", async () => {
    const file = join(directory, "reports", "bakery.pdf")
    const run = await runSvc(["audit", site.url("/"), "--allow-private", "--pdf", file])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe(`Saved the PDF report to ${file}\n`)
    const bytes = readFileSync(file)
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-")
    expect(bytes.subarray(-6).toString("latin1")).toContain("%%EOF")
    const text = pdfText(file)
    expect(text).toContain("Sourdough bread in Košice")
    expect(text).toContain("meta-description")
    expect(run.stdout).toMatch(/^Main score \d+/m)
  })

  it("with --json it gates on the results (exit 2) and prints only the result", async () => {
    const file = join(directory, "gated.pdf")
    const run = await runSvc([
      "audit",
      site.url("/"),
      "--allow-private",
      "--pdf",
      file,
      "--json",
      "--locale",
      "es",
    ])
    expect(run.code).toBe(2)
    expect(Schema.decodeUnknownSync(Result)(JSON.parse(run.stdout)).url).toBe(site.url("/"))
    expect(pdfText(file)).toMatch(/Puntuación|Hallazgos/)
  })

  it("writes one PDF per page of a multi-page audit, by page index", async () => {
    const file = join(directory, "site.pdf")
    const run = await runSvc(["audit", site.url("/"), site.url("/about"), "--allow-private", "--pdf", file])
    expect(run.code).toBe(0)
    expect(pdfText(join(directory, "site-0.pdf"))).toContain("Sourdough bread in Košice")
    expect(pdfText(join(directory, "site-1.pdf"))).toContain("About Kváskový chlieb")
    expect(existsSync(file)).toBe(false)
  })
})

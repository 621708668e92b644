import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Result } from "@svc/contract"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runSvc } from "./support/run-svc"
import { type ServedSite, serveBakery } from "./support/served-site"

let site: ServedSite
const directory = mkdtempSync(join(tmpdir(), "svc-cli-html-"))
beforeAll(async () => {
  site = await serveBakery()
})
afterAll(async () => {
  await site.close()
  rmSync(directory, { recursive: true, force: true })
})

const read = (file: string) => readFileSync(file, "utf8")
/** The text of every element carrying `data-<name>`, by that attribute's value. */
const shown = (html: string, name: string) =>
  Object.fromEntries(
    [...html.matchAll(new RegExp(`data-${name}="([^"]+)">([^<]*)<`, "g"))].map((match) => [
      match[1],
      match[2],
    ]),
  )

describe("svc audit --html (a real process)", { timeout: 120_000 }, () => {
  it("writes one self-contained HTML report and exits 0 as soon as it is written, failing checks or not", async () => {
    const file = join(directory, "reports", "bakery.html")
    const run = await runSvc(["audit", site.url("/"), "--allow-private", "--html", file])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe(`Saved the HTML report to ${file}\n`)
    const html = read(file)
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true)
    expect(html).toContain("Sourdough bread in Košice")
    expect(html).toContain('data-finding="meta-description"')
    expect(html).not.toMatch(/<(script|img|iframe|object|embed)\b|<link rel="stylesheet"/)
    expect(run.stdout).toMatch(/^Main score \d+/m)
  })

  it("with --json and --locale sk: the same scores and findings as the JSON result, in Slovak", async () => {
    const file = join(directory, "gated.html")
    const run = await runSvc([
      "audit",
      site.url("/"),
      "--allow-private",
      "--html",
      file,
      "--json",
      "--locale",
      "sk",
    ])
    expect(run.code).toBe(2)
    const result = Schema.decodeUnknownSync(Result)(JSON.parse(run.stdout))
    const html = read(file)
    expect(html).toContain('<html lang="sk">')
    expect(html).toContain("Údaje o stránke")
    expect(shown(html, "score").svc).toBe(String(result.score.svc))
    expect(shown(html, "score").seo).toBe(String(result.score.seo))
    const findings = [...html.matchAll(/data-finding="([^"]+)"/g)].map((match) => match[1])
    expect(findings.sort()).toEqual(result.findings.map((finding) => finding.id).sort())
  })

  it("writes one report per page by page index, and a page that could not be audited gets one saying why (exit 1)", async () => {
    const file = join(directory, "site.html")
    const run = await runSvc([
      "audit",
      site.url("/"),
      site.url("/robots.txt"),
      "--allow-private",
      "--html",
      file,
      "--locale",
      "es",
    ])
    expect(run.code).toBe(1)
    expect(read(join(directory, "site-0.html"))).toContain("Sourdough bread in Košice")
    expect(read(join(directory, "site-0.html"))).toContain("Datos del sitio")
    const failed = read(join(directory, "site-1.html"))
    expect(failed).toContain("No se pudo auditar esta página")
    expect(failed).toContain('data-failure="not_html"')
    expect(run.stderr).toContain(`Informe HTML guardado en ${join(directory, "site-0.html")}\n`)
    expect(run.stderr).toContain(
      `No se pudo auditar ${site.url("/robots.txt")} (not_html); su informe HTML ${join(directory, "site-1.html")} explica por qué.`,
    )
    expect(existsSync(file)).toBe(false)
  })

  it("is in svc --help and svc audit --help", async () => {
    const root = await runSvc(["--help"])
    expect(root.stdout).toMatch(/PDF and HTML reports/)
    const audit = await runSvc(["audit", "--help"])
    expect(audit.code).toBe(0)
    expect(audit.stdout).toMatch(/--html <file>\s+Also save the HTML report/)
  })
})

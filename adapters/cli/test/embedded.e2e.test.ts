import { createServer } from "node:net"
import { PageEntry, Result } from "@svc/contract"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runSvc } from "./support/run-svc"
import { type ServedSite, serveBakery } from "./support/served-site"

const decodeResult = Schema.decodeUnknownSync(Result)
const decodePages = Schema.decodeUnknownSync(Schema.Array(PageEntry))
const ESCAPE = "\u001b"

let site: ServedSite
beforeAll(async () => {
  site = await serveBakery()
})
afterAll(() => site.close())

/** A port on 127.0.0.1 nothing listens on. */
const closedPort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => done(typeof address === "object" && address !== null ? address.port : 9))
    })
  })

describe("svc audit, embedded (no SVC_API_URL): a real process against a site on 127.0.0.1", {
  timeout: 120_000,
}, () => {
  it("--json prints exactly the result object and nothing else; failing checks give exit code 2", async () => {
    const run = await runSvc(["audit", site.url("/"), "--allow-private", "--json"])
    expect(run.stderr).toBe("")
    const result = decodeResult(JSON.parse(run.stdout))
    expect(result.url).toBe(site.url("/"))
    expect(result.page.title).toBe("Sourdough bread in Košice | Kváskový chlieb bakery")
    expect(result.findings.map((finding) => finding.id)).toEqual(
      expect.arrayContaining(["meta-description", "image-alt"]),
    )
    expect(result.summary.failed).toBeGreaterThan(0)
    expect(result.reportUrl).toBeUndefined()
    expect(run.code).toBe(2)
  })

  it("--json with several URLs prints the status record's pages, an error page audited like any other", async () => {
    const run = await runSvc([
      "audit",
      site.url("/"),
      site.url("/bread"),
      site.url("/missing"),
      "--allow-private",
      "--json",
      "--query",
      "sourdough bread",
    ])
    const pages = decodePages(JSON.parse(run.stdout))
    expect(pages.map((page) => [page.url, page.status])).toEqual([
      [site.url("/"), "done"],
      [site.url("/bread"), "done"],
      [site.url("/missing"), "done"],
    ])
    for (const page of pages) {
      if (page.status !== "done") throw new Error(`${page.url} was not audited`)
      expect(page.result.query).toMatchObject({ primary: "sourdough bread", source: "input" })
    }
    const missing = pages[2]
    expect(
      missing?.status === "done" &&
        missing.result.findings.some((finding) => finding.id === "http-status-code"),
    ).toBe(true)
    expect(run.code).toBe(2)
  })

  it("prints the score with its parts, the page facts line and at most 10 findings, without colours on a pipe", async () => {
    const run = await runSvc([
      "audit",
      site.url("/"),
      site.url("/about"),
      "--allow-private",
      "--locale",
      "sk",
    ])
    expect(run.stdout).not.toContain(ESCAPE)
    expect(run.stderr).toBe("")
    expect(run.stdout).toMatch(
      /^Hlavné skóre \d+ {3}Obsah \d+ · Google \d+ · AI vyhľadávanie (\d+|–) · Technika \d+/m,
    )
    expect(run.stdout).toMatch(
      /^Stránka: "Sourdough bread in Košice \| Kváskový chlieb bakery" · en · úvodná stránka · počet slov: \d+/m,
    )
    expect(run.stdout).toContain("✗ stredná image-alt")
    expect(run.stdout).toMatch(/^Web: skóre \d+/m)
    const listed = run.stdout.split("\n").filter((line) => /^ {2}[✗?] /.test(line))
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.length).toBeLessThanOrEqual(20)
    expect(run.code).toBe(2)
  })

  it("refuses a private address unless --allow-private says so (exit code 1, nothing on stdout)", async () => {
    const run = await runSvc(["audit", site.url("/"), "--json"])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain("not a public address")
    expect(run.stderr).toContain("--allow-private")
    expect(run.stderr).toContain("invalid_request")
  })

  it("gives exit code 1 when the page cannot be reached", async () => {
    const run = await runSvc([
      "audit",
      `http://127.0.0.1:${await closedPort()}/`,
      "--allow-private",
      "--json",
    ])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toMatch(/could not be audited: .+ \(unreachable\)/)
  })

  it("refuses what the request rules refuse, before auditing anything", async () => {
    const longQuery = Array.from({ length: 33 }, (_, index) => `word${index}`).join(" ")
    const [tooLong, credentials, locale] = await Promise.all([
      runSvc(["audit", site.url("/"), "--allow-private", "--query", longQuery]),
      runSvc(["audit", "https://user:pass@bakery.example/"]),
      runSvc(["audit", site.url("/"), "--allow-private", "--locale", "de"]),
    ])
    expect(tooLong.code).toBe(1)
    expect(tooLong.stderr).toContain("invalid_query")
    expect(credentials.code).toBe(1)
    expect(credentials.stderr).toContain("userinfo")
    expect(locale.code).toBe(1)
    expect(locale.stdout).toBe("")
  })
})

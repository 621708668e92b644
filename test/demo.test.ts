import { execFile } from "node:child_process"
import { resolve } from "node:path"
import { promisify } from "node:util"
import { PageEntry, Result } from "@svc/contract"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"

const run = promisify(execFile)
const root = resolve(import.meta.dirname, "..")
// `pnpm demo …` without pnpm: the same script, the same flags. Nothing else, no server, no key.
// Lighthouse is off (SVC_NO_LIGHTHOUSE) unless a test says otherwise: adapters/cli's Lighthouse tests
// measure with real Chromium; here only what a machine without Chromium sees is checked.
const demo = (...args: string[]) => demoWith({ SVC_NO_LIGHTHOUSE: "true" }, ...args)
const demoWith = (env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ["--conditions=source", "--import", "tsx", "scripts/demo.ts", ...args], {
    cwd: root,
    env: {
      ...process.env,
      SVC_API_URL: "http://127.0.0.1:9/",
      SVC_API_KEY: "ignored-by-the-demo",
      ...env,
    },
  })
const SERVED = /^http:\/\/127\.0\.0\.1:\d+\/$/

describe("pnpm demo: serves the bakery on 127.0.0.1 and audits it with the embedded svc CLI", () => {
  it("prints exactly a valid result object with --json, finding the demo site's known defects", async () => {
    const { stdout, stderr } = await demo("--json")
    const result = Schema.decodeUnknownSync(Result)(JSON.parse(stdout))
    expect(result.url).toMatch(SERVED)
    expect(stderr).toContain(`$ svc audit ${result.url} --allow-private --json`)
    const failing = result.findings
      .filter((finding) => finding.status === "fail")
      .map((finding) => finding.id)
    expect(failing).toEqual(expect.arrayContaining(["meta-description", "image-alt"]))
    // robots.txt and the sitemap were fetched from the served site; there is no llms.txt (404).
    expect(result.findings.find((finding) => finding.id === "llms-txt")?.status).toBe("review")
    expect(result.unmeasured).toEqual(["performance"])
    expect(result.query.source).toBe("suggested")
    expect(result.page).toMatchObject({
      title: "Sourdough bread in Košice | Kváskový chlieb bakery",
      language: "en",
      canonical: result.url,
    })
  }, 120_000)

  it("measures the caller's phrase, and audits the pages it is given", async () => {
    const { stdout } = await demo("/", "/bread", "/about", "--json", "--query", "sourdough bread Košice")
    const pages = Schema.decodeUnknownSync(Schema.Array(PageEntry))(JSON.parse(stdout))
    expect(pages.map((page) => new URL(page.url).pathname)).toEqual(["/", "/bread", "/about"])
    const [home, bread] = pages
    if (home?.status !== "done" || bread?.status !== "done") throw new Error("a demo page was not audited")
    expect(home.result.query).toMatchObject({ primary: "sourdough bread Košice", source: "input" })
    expect(home.result.query.score).toBeGreaterThan(50)
    expect(bread.result.findings.find((finding) => finding.id === "heading-h1")?.status).toBe("fail")
  }, 120_000)

  it("runs without Chromium too, saying on stderr that performance is not measured and how to install it", async () => {
    const { stdout, stderr } = await demoWith({ CHROME_PATH: resolve(root, "no-chromium-here") }, "--json")
    expect(Schema.decodeUnknownSync(Result)(JSON.parse(stdout)).unmeasured).toEqual(["performance"])
    expect(stderr).toMatch(/^svc: Chromium was not found at .*no-chromium-here.*apt-get install -y chromium/m)
    expect(stderr).toContain("performance is unmeasured")
  }, 120_000)

  it("prints the score and the worst findings for people, and exits 0 although the site has defects", async () => {
    const { stdout } = await demo()
    expect(stdout).toMatch(/^Main score \d+ /m)
    expect(stdout).toMatch(/^Page: "Sourdough bread in Košice/m)
    expect(stdout).toContain("Fix:")
  }, 120_000)
})

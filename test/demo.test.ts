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

/**
 * Every finding of every demo page (id, status, level), worst first, without Lighthouse and with the
 * phrase suggested: what a user of `pnpm demo` reads. A change to any rule, gate or cause shows here.
 */
const DEMO_FINDINGS: Readonly<Record<string, ReadonlyArray<string>>> = {
  "/": [
    "word-count fail high",
    "entity-same-as fail medium",
    "crawlable-anchors fail medium",
    "image-alt fail medium",
    "link-text fail medium",
    "meta-description fail medium",
    "render-blocking-scripts fail medium",
    "about-contact-links fail low",
    "heading-order fail low",
    "site-name fail low",
    "organization-entity review medium",
    "csp-xss review medium",
    "has-hsts review medium",
    "http-compression review medium",
    "schema-local-business review medium",
    "ai-training-bots-policy review low",
    "cache-validators review low",
    "clickjacking-mitigation review low",
    "favicon review low",
    "llms-txt review low",
    "markdown-alternate review low",
    "open-graph review low",
    "permissions-policy review low",
    "query-in-description review low",
    "query-in-image-alts review low",
    "twitter-card review low",
    "x-content-type-options review low",
  ],
  "/bread": [
    "word-count fail high",
    "heading-h1 fail medium",
    "image-alt fail medium",
    "about-contact-links fail low",
    "site-name fail low",
    "query-match review high",
    "query-in-h1 review high",
    "csp-xss review medium",
    "has-hsts review medium",
    "http-compression review medium",
    "query-in-intro review medium",
    "query-in-main-text review medium",
    "ai-training-bots-policy review low",
    "cache-validators review low",
    "clickjacking-mitigation review low",
    "favicon review low",
    "llms-txt review low",
    "markdown-alternate review low",
    "open-graph review low",
    "permissions-policy review low",
    "query-in-description review low",
    "query-in-image-alts review low",
    "query-in-subheadings review low",
    "query-in-url review low",
    "twitter-card review low",
    "x-content-type-options review low",
    "meta-description-length review low",
  ],
  "/about": [
    "about-contact-links fail low",
    "internal-links-in-content fail low",
    "site-name fail low",
    "organization-entity review medium",
    "csp-xss review medium",
    "has-hsts review medium",
    "http-compression review medium",
    "ai-training-bots-policy review low",
    "cache-validators review low",
    "clickjacking-mitigation review low",
    "favicon review low",
    "llms-txt review low",
    "markdown-alternate review low",
    "open-graph review low",
    "permissions-policy review low",
    "query-in-image-alts review low",
    "query-in-subheadings review low",
    "query-in-url review low",
    "twitter-card review low",
    "x-content-type-options review low",
    "title-length review low",
  ],
  "/missing": [
    "http-status-code fail high",
    "has-content fail high",
    "viewport fail high",
    "quotable-length fail medium",
    "meta-description fail medium",
    "about-contact-links fail low",
    "site-name fail low",
    "csp-xss review medium",
    "has-hsts review medium",
    "ai-training-bots-policy review low",
    "cache-validators review low",
    "clickjacking-mitigation review low",
    "html-cache-control review low",
    "llms-txt review low",
    "markdown-alternate review low",
    "open-graph review low",
    "permissions-policy review low",
    "twitter-card review low",
    "x-content-type-options review low",
  ],
}
const findingsOf = (result: Result): string[] =>
  result.findings.map((finding) => `${finding.id} ${finding.status} ${finding.level}`)

describe("pnpm demo: serves the bakery on 127.0.0.1 and audits it with the embedded svc CLI", () => {
  it("prints exactly a valid result object with --json, finding the demo site's known defects", async () => {
    const { stdout, stderr } = await demo("--json")
    const result = Schema.decodeUnknownSync(Result)(JSON.parse(stdout))
    expect(result.url).toMatch(SERVED)
    expect(stderr).toContain(`$ svc audit ${result.url} --allow-private --json`)
    expect(findingsOf(result)).toEqual(DEMO_FINDINGS["/"])
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

  it("lists exactly the known findings of every demo page, the error page's included", async () => {
    const { stdout } = await demo("/", "/bread", "/about", "/missing", "--json")
    const pages = Schema.decodeUnknownSync(Schema.Array(PageEntry))(JSON.parse(stdout))
    const found: Record<string, string[]> = {}
    for (const page of pages) {
      if (page.status !== "done") throw new Error(`${page.url} was not audited`)
      found[new URL(page.url).pathname] = findingsOf(page.result)
    }
    expect(found).toEqual(DEMO_FINDINGS)
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

import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { repositoryRoot, runSvc } from "./support/run-svc"
import { multitoolViolations, removeMultitoolFiles } from "./support/sarif-multitool"
import { type ServedSite, serveBakery } from "./support/served-site"

interface Location {
  readonly physicalLocation: {
    readonly artifactLocation: { readonly uri: string; readonly uriBaseId?: string }
    readonly region?: { readonly startLine: number }
  }
  readonly logicalLocations?: ReadonlyArray<{ readonly fullyQualifiedName: string }>
}

interface Log {
  readonly runs: ReadonlyArray<{
    readonly tool: {
      readonly driver: {
        readonly rules: ReadonlyArray<{
          readonly id: string
          readonly fullDescription?: { readonly text: string }
          readonly helpUri?: string
        }>
      }
    }
    readonly originalUriBaseIds?: Record<string, { readonly uri: string }>
    readonly results: ReadonlyArray<{ readonly ruleId: string; readonly locations: ReadonlyArray<Location> }>
  }>
}

let site: ServedSite
beforeAll(async () => {
  site = await serveBakery()
})
afterAll(() => {
  removeMultitoolFiles()
  return site.close()
})

/** Every rule has a full description and its page under docs/rules as help; every location a region. */
const expectCodeScanningShape = (log: Log) => {
  const [run] = log.runs
  expect(run?.results.length).toBeGreaterThan(0)
  for (const rule of run?.tool.driver.rules ?? []) {
    expect(rule.fullDescription?.text, rule.id).toMatch(/\S/)
    expect(rule.helpUri, rule.id).toMatch(new RegExp(`^https://.+/blob/main/docs/rules/${rule.id}\\.md$`))
    expect(existsSync(join(repositoryRoot, "docs/rules", `${rule.id}.md`)), rule.id).toBe(true)
  }
  for (const result of run?.results ?? [])
    for (const location of result.locations) {
      expect(location.physicalLocation.region?.startLine).toBeGreaterThanOrEqual(1)
      expect(location.physicalLocation.artifactLocation.uri).not.toMatch(/^[a-z][a-z0-9+.-]*:/i)
    }
}

describe("svc audit --format sarif as GitHub code scanning ingests it (SARIF Multitool, GitHub rules)", {
  timeout: 120_000,
}, () => {
  it("is clean for the demo site's pages, each named relative to its origin with its URL beside", async () => {
    const pages = [site.url("/"), site.url("/bread"), site.url("/about")]
    const run = await runSvc(["audit", ...pages, "--allow-private", "--format", "sarif"])
    const log = JSON.parse(run.stdout) as Log
    expect(await multitoolViolations(log)).toEqual([])
    expectCodeScanningShape(log)
    const [sarifRun] = log.runs
    expect(sarifRun?.originalUriBaseIds).toEqual({ SITE1: { uri: `${site.origin}/` } })
    const named = new Set(
      sarifRun?.results.map(({ locations: [location] }) =>
        [
          location?.physicalLocation.artifactLocation.uri,
          location?.logicalLocations?.[0]?.fullyQualifiedName,
        ].join(" "),
      ),
    )
    expect([...named].sort()).toEqual([`./ ${pages[0]}`, `about ${pages[2]}`, `bread ${pages[1]}`])
    expect(run.code).toBe(2)
  })

  it("is clean for a folder of HTML files, named relative to the repository root from a subfolder", async () => {
    const files = ["404.html", "about.html", "bread.html", "index.html"]
    const folder = "fixtures/sites/bakery"
    const run = await runSvc(["audit", ...files, "--format", "sarif"], { cwd: join(repositoryRoot, folder) })
    const log = JSON.parse(run.stdout) as Log
    expect(await multitoolViolations(log)).toEqual([])
    expectCodeScanningShape(log)
    // A clone has its .git at the root; a copy without one falls back to the working directory.
    const cloned = existsSync(join(repositoryRoot, ".git"))
    const root = cloned ? repositoryRoot : join(repositoryRoot, folder)
    const [sarifRun] = log.runs
    expect(sarifRun?.originalUriBaseIds).toEqual({ "%SRCROOT%": { uri: `${pathToFileURL(root).href}/` } })
    const artifacts = sarifRun?.results.map(
      ({ locations: [location] }) => location?.physicalLocation.artifactLocation,
    )
    for (const artifact of artifacts ?? []) expect(artifact?.uriBaseId).toBe("%SRCROOT%")
    expect(new Set(artifacts?.map((artifact) => artifact?.uri))).toEqual(
      new Set(files.map((file) => (cloned ? `${folder}/${file}` : file))),
    )
  })

  it("holds a result for each image without alt text, each at its own line", async () => {
    const folder = mkdtempSync(join(tmpdir(), "svc-sarif-"))
    try {
      const images = Array.from({ length: 12 }, (_, index) => `<img src="/img/${index}.jpg">`).join("\n")
      writeFileSync(
        join(folder, "gallery.html"),
        `<!doctype html><html lang="en"><head><title>Gallery of our loaves</title></head><body><main>\n${images}\n</main></body></html>`,
      )
      const run = await runSvc(["audit", "gallery.html", "--format", "sarif"], { cwd: folder })
      const log = JSON.parse(run.stdout) as Log
      expect(await multitoolViolations(log)).toEqual([])
      const imageAlt = log.runs[0]?.results.filter((result) => result.ruleId === "image-alt") ?? []
      expect(imageAlt.map((result) => result.locations[0]?.physicalLocation.region?.startLine)).toEqual(
        Array.from({ length: 12 }, (_, index) => index + 2),
      )
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it("the gate is real: the Multitool with GitHub's rules rejects what code scanning refuses", async () => {
    const violations = await multitoolViolations({
      $schema: "https://json.schemastore.org/sarif-2.1.0.json",
      version: "2.1.0",
      runs: [
        {
          tool: {
            driver: {
              name: "svc",
              informationUri: "https://example.com/",
              rules: [{ id: "image-alt", shortDescription: { text: "x" }, help: { text: "y" } }],
            },
          },
          results: [
            {
              ruleId: "image-alt",
              level: "warning",
              message: { text: "no alt" },
              locations: [{ physicalLocation: { artifactLocation: { uri: "https://bakery.example/" } } }],
            },
          ],
        },
      ],
    })
    const github = violations.filter((violation) => violation.ruleId.startsWith("GH"))
    expect(new Set(github.map((violation) => violation.ruleId))).toEqual(
      new Set(["GH1003", "GH1005", "GH2012"]),
    )
  })
})

import { Result } from "@svc/contract"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { runSvc } from "./support/run-svc"
import { sarifSchemaErrors, sarifSchemaTitle } from "./support/sarif-schema"

const decodeResult = Schema.decodeUnknownSync(Result)
const home = "fixtures/sites/bakery/index.html"
const wellBuilt = "fixtures/pages/well-built-article.html"

describe("svc audit of local HTML files (a real process)", { timeout: 120_000 }, () => {
  it("points findings at file:line:column and audits the page as its canonical URL", async () => {
    const run = await runSvc(["audit", home])
    expect(run.stdout).toContain(`${home} (as https://bakery.example/)`)
    expect(run.stdout).toMatch(new RegExp(`image-alt[^\\n]*\\n\\s+at ${home.replaceAll(".", "\\.")}:34:\\d+`))
    expect(run.code).toBe(2)
  })

  it("gives exit code 0 when no check fails", async () => {
    const run = await runSvc(["audit", wellBuilt, "--json"])
    const result = decodeResult(JSON.parse(run.stdout))
    expect(result.url).toBe("https://bakery.example/blog/sourdough-starter")
    expect(result.summary.failed).toBe(0)
    expect(run.code).toBe(0)
  })

  it("--format sarif writes SARIF 2.1.0 that validates, with the file and the line of each finding", async () => {
    const run = await runSvc(["audit", home, wellBuilt, "--format", "sarif"])
    const log: unknown = JSON.parse(run.stdout)
    expect(sarifSchemaTitle).toContain("2.1.0")
    expect(sarifSchemaErrors(log)).toEqual([])
    const sarif = log as {
      version: string
      runs: Array<{
        originalUriBaseIds: Record<string, { uri: string }>
        results: Array<{
          ruleId: string
          kind: string
          level: string
          locations: Array<{
            physicalLocation: {
              artifactLocation: { uri: string; uriBaseId?: string }
              region?: { startLine: number }
            }
          }>
        }>
      }>
    }
    expect(sarif.version).toBe("2.1.0")
    const [sarifRun] = sarif.runs
    expect(sarifRun?.originalUriBaseIds["%SRCROOT%"]?.uri).toMatch(/^file:\/\/.+\/$/)
    const imageAlt = sarifRun?.results.find((result) => result.ruleId === "image-alt")
    expect(imageAlt).toMatchObject({
      kind: "fail",
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: home, uriBaseId: "%SRCROOT%" },
            region: { startLine: 34 },
          },
        },
      ],
    })
    const uris = new Set(
      sarifRun?.results.map((result) => result.locations[0]?.physicalLocation.artifactLocation.uri),
    )
    expect(uris.has(home)).toBe(true)
    for (const uri of uris) expect([home, wellBuilt]).toContain(uri)
    expect(run.code).toBe(2)
  })

  it("the schema check is real: a log that breaks SARIF 2.1.0 is rejected", () => {
    expect(sarifSchemaErrors({ version: "2.1.0", runs: [{ tool: { driver: {} } }] }).length).toBeGreaterThan(
      0,
    )
    expect(sarifSchemaErrors({ version: "2.0.0", runs: [] }).length).toBeGreaterThan(0)
  })

  it("refuses a file that does not exist, and a mix of files and URLs", async () => {
    const [missing, mixed] = await Promise.all([
      runSvc(["audit", "dist/nowhere.html"]),
      runSvc(["audit", home, "https://bakery.example/"]),
    ])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain("dist/nowhere.html is neither")
    expect(mixed.code).toBe(1)
    expect(mixed.stderr).toContain("not both")
  })
})

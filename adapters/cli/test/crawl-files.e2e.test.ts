import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runSvc } from "./support/run-svc"
import { validSarifResults } from "./support/sarif-schema"

// `svc crawl ./site --format sarif`: a built site on disk crawled through its relative links, never
// outside its folder; page findings at file:line, cross-page findings at the files involved.

interface SarifResult {
  readonly ruleId: string
  readonly relatedLocations?: ReadonlyArray<{
    readonly physicalLocation: { readonly artifactLocation: { readonly uri: string } }
  }>
  readonly locations: ReadonlyArray<{
    readonly physicalLocation: {
      readonly artifactLocation: { readonly uri: string; readonly uriBaseId?: string }
      readonly region: { readonly startLine: number }
    }
  }>
}

let folder: string
let site: string
const page = (title: string, body: string) =>
  `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${title}</title>\n<meta name="description" content="${title} of a small bakery site built to disk."></head>\n<body><main><h1>${title}</h1>\n${body}\n<p>${"Fresh sourdough bread from the village bakery every morning. ".repeat(20)}</p></main></body>\n</html>\n`

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "svc-crawl-files-"))
  site = join(folder, "site")
  mkdirSync(join(site, "bread"), { recursive: true })
  writeFileSync(join(folder, "secret.html"), page("Secret", "<p>Outside the site's folder.</p>"))
  symlinkSync(join(folder, "secret.html"), join(site, "secret.html"))
  writeFileSync(
    join(site, "index.html"),
    page(
      "Home",
      [
        '<a href="bread/">Bread</a>',
        '<a href="bread/rye.html">Rye</a>',
        '<a href="bread/spelt.html">Spelt</a>',
        '<a href="missing.html">Gone</a>',
        '<a href="secret.html">Secret</a>',
        '<a href="../secret.html">Above</a>',
      ].join("\n"),
    ),
  )
  writeFileSync(join(site, "bread", "index.html"), page("Bread", '<a href="../">Home</a>'))
  writeFileSync(join(site, "bread", "rye.html"), page("Loaves", '<a href="/">Home</a>'))
  writeFileSync(join(site, "bread", "spelt.html"), page("Loaves", '<a href="/">Home</a>'))
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const fileUri = (path: string) => pathToFileURL(path).href

describe("svc crawl of a built site on disk", { timeout: 180_000 }, () => {
  it("gives valid SARIF 2.1.0: page findings at file:line, site findings at the files involved, nothing outside the folder", async () => {
    const run = await runSvc(["crawl", join(site, "index.html"), "--format", "sarif"])
    expect(run.code, run.stderr).toBe(2)
    const results = validSarifResults<SarifResult>(run.stdout)
    const at = (ruleId: string) =>
      results
        .filter((result) => result.ruleId === ruleId)
        .map((result) => {
          const { artifactLocation, region } = result.locations[0]?.physicalLocation ?? {
            artifactLocation: { uri: "" },
            region: { startLine: 0 },
          }
          return `${artifactLocation.uri}:${region.startLine}`
        })
    // The link to a missing file, at the linking page's line; the files that share a title.
    // missing.html (line 9) and secret.html (line 10; line 11 names it again): a link out of the folder
    // answers 404.
    expect(at("site/broken-internal-link")).toEqual(
      [9, 10].map((line) => `${fileUri(join(site, "index.html"))}:${line}`),
    )
    // The files that share a title: one result at the first, the other as its related location.
    expect(at("site/duplicate-title")).toEqual([`${fileUri(join(site, "bread", "rye.html"))}:1`])
    const duplicate = results.find((result) => result.ruleId === "site/duplicate-title")
    expect(
      duplicate?.relatedLocations?.map((location) => location.physicalLocation.artifactLocation.uri),
    ).toEqual([fileUri(join(site, "bread", "spelt.html"))])
    // Every file located is in the folder; nothing was read outside it (the symlink answers 404).
    const files = new Set(
      results.flatMap((result) =>
        result.locations
          .map((location) => location.physicalLocation.artifactLocation.uri)
          .filter((uri) => uri.startsWith("file:")),
      ),
    )
    expect(files.size).toBeGreaterThan(2)
    for (const uri of files) expect(uri.startsWith(fileUri(site)), uri).toBe(true)
    expect([...files].some((uri) => uri.includes("secret"))).toBe(false)
  })

  it("refuses a path that does not exist", async () => {
    const run = await runSvc(["crawl", join(folder, "nowhere")])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain("neither an http(s) URL nor a file or folder that exists")
  })
})

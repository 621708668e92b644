import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type Finding, type Locale, Result } from "@svc/contract"
import { itemText } from "@svc/core"
import { Schema } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { galleryWithoutAlt } from "../../../packages/pdf/test/results"
import { runSvc } from "./support/run-svc"

const decodeResult = Schema.decodeUnknownSync(Result)

const directory = mkdtempSync(join(tmpdir(), "svc-cli-items-"))
const page = join(directory, "gallery.html")
writeFileSync(page, galleryWithoutAlt)
afterAll(() => rmSync(directory, { recursive: true, force: true }))

const imageAltOf = async (locale: Locale): Promise<Finding> => {
  const run = await runSvc(["audit", page, "--json", "--locale", locale])
  const finding = decodeResult(JSON.parse(run.stdout)).findings.find((each) => each.id === "image-alt")
  if (finding === undefined) throw new Error(`no image-alt finding: ${run.stdout}${run.stderr}`)
  return finding
}

/** An item's line in the human report, white space collapsed: its line and column, then its text. */
const itemLine = (item: NonNullable<Finding["items"]>[number]) =>
  `${item.location?.line}:${item.location?.column} ${itemText(item)}`

/** The lines of the human report from the image-alt finding to its fix, white space collapsed. */
const imageAltBlock = (stdout: string): ReadonlyArray<string> => {
  const lines = stdout.split("\n")
  const start = lines.findIndex((line) => /\bimage-alt\b/.test(line))
  const end = lines.findIndex((line, index) => index > start && /^\s+(Fix|Oprava|Solución):/.test(line))
  return lines.slice(start, end + 1).map((line) => line.replace(/\s+/g, " ").trim())
}

describe("svc audit shows the items of a finding (a real process, a local file)", {
  timeout: 120_000,
}, () => {
  it("--json holds every item with its place, and the count", async () => {
    const finding = await imageAltOf("en")
    expect(finding.itemCount).toBe(12)
    expect(finding.items).toHaveLength(12)
    expect(finding.items?.map((item) => item.subject)).toEqual(
      Array.from({ length: 12 }, (_, index) => `/obrázky/chlieb-${index + 1}.jpg`),
    )
    for (const [index, item] of (finding.items ?? []).entries())
      expect(item.location, String(index)).toEqual({ line: 5 + index, column: 1 })
  })

  for (const [locale, at, heading, more] of [
    ["en", "at", "Occurrences (12):", "… 7 more like these (12 in all). (--verbose)"],
    ["sk", "v", "Výskyty (12):", "… Ďalšie podobné: 7 (spolu 12). (--verbose)"],
    ["es", "en", "Casos (12):", "… 7 más como estos (12 en total). (--verbose)"],
  ] as const)
    it(`lists the first five items at line:column after the evidence and counts the rest, in ${locale}`, async () => {
      const [finding, run] = await Promise.all([
        imageAltOf(locale),
        runSvc(["audit", page, "--locale", locale]),
      ])
      const block = imageAltBlock(run.stdout)
      const items = finding.items ?? []
      expect(block).toEqual([
        expect.stringContaining("image-alt"),
        `${at} ${page}:5:1`,
        expect.stringContaining(finding.evidence),
        heading,
        ...items.slice(0, 5).map(itemLine),
        more,
        expect.stringContaining(finding.fix),
      ])
      expect(run.code).toBe(2)
    })

  it("--verbose lists every item", async () => {
    const [finding, run] = await Promise.all([
      imageAltOf("sk"),
      runSvc(["audit", page, "--locale", "sk", "--verbose"]),
    ])
    const block = imageAltBlock(run.stdout)
    expect(block.slice(3, -1)).toEqual(["Výskyty (12):", ...(finding.items ?? []).map(itemLine)])
    expect(run.stdout).not.toContain("Ďalšie podobné: 7")
  })

  it("svc audit --help names --verbose", async () => {
    const run = await runSvc(["audit", "--help"])
    expect(run.stdout).toMatch(/--verbose\s+The human output lists every item/)
  })
})

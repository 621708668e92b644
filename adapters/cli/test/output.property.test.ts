import { pathToFileURL } from "node:url"
import { fc, test } from "@fast-check/vitest"
import { stripAnsi } from "@svc/contract"
import { itemText } from "@svc/core"
import { Option } from "effect"
import { describe, expect, it } from "vitest"
import { findingWithManyItems } from "../../../packages/pdf/test/results"
import { exitCodeOf } from "../src/exit-code"
import { humanReport, WORST_FINDINGS } from "../src/output/human"
import { sarifLog } from "../src/output/sarif"
import { styleFor } from "../src/output/style"
import { arbitraryAuditedPages, resultOf } from "./support/audited-pages"
import { englishTextsIn } from "./support/english-texts"
import { sarifSchemaErrors } from "./support/sarif-schema"

const runs = { numRuns: 40 }

describe("the outputs of any audit", () => {
  test.prop([arbitraryAuditedPages], runs)(
    "SARIF is valid SARIF 2.1.0 with one result per item of a finding (per finding without items)",
    (audited) => {
      const log = sarifLog(audited, "0.3.0", "/somewhere/else")
      expect(sarifSchemaErrors(JSON.parse(JSON.stringify(log)))).toEqual([])
      const findings = audited.pages.flatMap((page) => (page.status === "done" ? page.result.findings : []))
      const [run] = log.runs
      expect(run?.results).toHaveLength(
        findings.reduce((count, finding) => count + Math.max(1, finding.items?.length ?? 0), 0),
      )
      for (const result of run?.results ?? []) {
        expect(run?.tool.driver.rules[result.ruleIndex]?.id).toBe(result.ruleId)
        expect(result.kind === "review" ? result.level === "none" : result.level !== "none").toBe(true)
      }
      expect(run?.invocations[0]?.executionSuccessful).toBe(
        audited.pages.every((page) => page.status === "done"),
      )
    },
  )

  test.prop([arbitraryAuditedPages], runs)(
    "SARIF names a file's findings by path and line, a page's by its path under its origin and its URL, each with a region",
    (audited) => {
      const [run] = sarifLog(audited, "0.3.0", process.cwd()).runs
      const expected = audited.pages.flatMap((page, index) => {
        if (page.status !== "done") return []
        const file = audited.files.get(index)
        const url = new URL(page.result.url)
        const places = page.result.findings.flatMap((finding) =>
          finding.items !== undefined && finding.items.length > 0
            ? finding.items.map((item) => item.location ?? finding.location)
            : [finding.location],
        )
        return places.map((location) => ({
          physicalLocation: {
            artifactLocation:
              file === undefined
                ? { uri: `${url.pathname.slice(1)}${url.search}` || "./", uriBaseId: "SITE1" }
                : { uri: file.split("/").map(encodeURIComponent).join("/"), uriBaseId: "%SRCROOT%" },
            region:
              location === undefined
                ? { startLine: 1 }
                : { startLine: location.line, startColumn: location.column },
          },
          ...(file === undefined
            ? { logicalLocations: [{ fullyQualifiedName: page.result.url, kind: "resource" }] }
            : {}),
        }))
      })
      expect(run?.results.map((result) => result.locations[0])).toEqual(expected)
      // Only the one origin of the generated pages: no http(s) artifact URI, the site a base id.
      for (const [id, base] of Object.entries(run?.originalUriBaseIds ?? {}))
        expect(base.uri).toBe(
          id === "%SRCROOT%" ? pathToFileURL(`${process.cwd()}/`).href : "https://bakery.example/",
        )
      for (const rule of run?.tool.driver.rules ?? []) {
        expect(rule.fullDescription.text).toContain(rule.shortDescription.text)
        expect(rule.helpUri.endsWith(`/docs/rules/${rule.id}.md`)).toBe(true)
      }
    },
  )

  test.prop([arbitraryAuditedPages], runs)(
    "the human report without colours has no escape codes, and at most 10 findings per page",
    (audited) => {
      const text = humanReport(audited, "en", styleFor(false))
      expect(stripAnsi(text)).toBe(text)
      const listed = text.split("\n").filter((line) => /^ {2}[✗?] /.test(line)).length
      const shown = audited.pages.reduce(
        (sum, page) =>
          sum + (page.status === "done" ? Math.min(WORST_FINDINGS, page.result.findings.length) : 0),
        0,
      )
      expect(listed).toBe(shown)
      for (const page of audited.pages)
        expect(text).toContain(page.status === "done" ? page.result.url : page.url)
    },
  )

  test.prop([arbitraryAuditedPages], runs)(
    "the human report shows Lighthouse's figures (0–100) for each measured page, none for the others",
    (audited) => {
      const percent = (value: number | null) => (value === null ? "–" : String(Math.round(value * 100)))
      const text = humanReport(audited, "en", styleFor(false))
      const measured = audited.pages.flatMap((page) =>
        page.status === "done" && page.result.performance !== undefined ? [page.result.performance] : [],
      )
      expect(text.split("\n").filter((line) => line.startsWith("Lighthouse: "))).toEqual(
        measured.map(
          ({ mobile, desktop }) =>
            `Lighthouse: mobile performance ${percent(mobile.performance)} · accessibility ${percent(mobile.accessibility)} · SEO ${percent(mobile.seo)}; desktop performance ${percent(desktop.performance)} · accessibility ${percent(desktop.accessibility)} · SEO ${percent(desktop.seo)}`,
        ),
      )
    },
  )

  test.prop([arbitraryAuditedPages, fc.constantFrom("sk" as const, "es" as const), fc.boolean()], runs)(
    "the human report in Slovak or Spanish writes none of its English texts (Lighthouse, failed pages, the site too)",
    (audited, locale, verbose) => {
      expect(englishTextsIn(humanReport(audited, locale, styleFor(false), verbose), locale)).toEqual([])
    },
  )

  test.prop([arbitraryAuditedPages, fc.boolean()], runs)(
    "the human report lists each shown finding's first five items (--verbose: every one), each at its line and column",
    (audited, verbose) => {
      const lines = humanReport(audited, "en", styleFor(false), verbose).split("\n")
      let cursor = 0
      for (const page of audited.pages) {
        if (page.status !== "done") continue
        for (const finding of page.result.findings.slice(0, WORST_FINDINGS)) {
          cursor = lines.findIndex((line, index) => index >= cursor && line.includes(` ${finding.id}  `))
          const fix = lines.findIndex((line, index) => index > cursor && line.startsWith("      Fix: "))
          const block = lines.slice(cursor, fix)
          // One item is the evidence's sentence itself: only findings with more list them.
          const items = (finding.itemCount ?? 0) > 1 ? (finding.items ?? []) : []
          const heading = block.findIndex((line) => line.startsWith("      Occurrences "))
          if (items.length === 0) {
            expect(heading, finding.id).toBe(-1)
            continue
          }
          expect(block[heading], finding.id).toBe(`      Occurrences (${finding.itemCount}):`)
          const listed = verbose ? items : items.slice(0, 5)
          const itemLines = block.slice(heading + 1)
          const more = (finding.itemCount ?? 0) > listed.length
          expect(itemLines, finding.id).toHaveLength(listed.length + (more ? 1 : 0))
          listed.forEach((item, index) => {
            const line = itemLines[index] ?? ""
            const place = item.location === undefined ? "" : `${item.location.line}:${item.location.column} `
            expect(line.trim().startsWith(place), `${finding.id} ${line}`).toBe(true)
            expect(line.endsWith(itemText(item).replace(/\s+/g, " ")), `${finding.id} ${line}`).toBe(true)
          })
          if (more) expect(itemLines.at(-1), finding.id).toMatch(/^ {8}… /)
        }
      }
    },
  )

  test.prop([arbitraryAuditedPages], runs)("coloured and plain reports say the same", (audited) => {
    expect(stripAnsi(humanReport(audited, "sk", styleFor(true)))).toBe(
      humanReport(audited, "sk", styleFor(false)),
    )
  })

  test.prop([arbitraryAuditedPages], runs)(
    "the exit code is 1 for an unaudited page, else 2 exactly when a check failed",
    (audited) => {
      const anyFailedPage = audited.pages.some((page) => page.status === "failed")
      const anyFailedCheck = audited.pages.some(
        (page) => page.status === "done" && page.result.summary.failed > 0,
      )
      expect(exitCodeOf(audited)).toBe(anyFailedPage ? 1 : anyFailedCheck ? 2 : 0)
    },
  )

  test.prop(
    [arbitraryAuditedPages, fc.constantFrom("high", "medium"), fc.option(fc.integer({ min: 0, max: 100 }))],
    runs,
  )(
    "with --fail-on and --min-score, 2 exactly when a failing check reaches the level or a score is below",
    (audited, failOn, minScore) => {
      const reaching = failOn === "high" ? ["high"] : ["high", "medium"]
      const anyFailedPage = audited.pages.some((page) => page.status === "failed")
      const gateFails = audited.pages.some(
        (page) =>
          page.status === "done" &&
          (page.result.findings.some(
            (finding) => finding.status === "fail" && reaching.includes(finding.level),
          ) ||
            (minScore !== null && (page.result.score.svc ?? -1) < minScore)),
      )
      expect(exitCodeOf(audited, { failOn, minScore: Option.fromNullable(minScore) })).toBe(
        anyFailedPage ? 1 : gateFails ? 2 : 0,
      )
    },
  )
})

describe("the human report of a finding with more items than the result keeps", () => {
  const result = resultOf("<!doctype html><title>Gallery</title><h1>Gallery</h1>")
  const audited = {
    pages: [
      { url: result.url, status: "done" as const, result: { ...result, findings: [findingWithManyItems] } },
    ],
    site: undefined,
    files: new Map<number, string>(),
  }

  it("counts the rest after the first five, and with --verbose says how many the result does not list", () => {
    const plain = humanReport(audited, "en", styleFor(false)).split("\n")
    expect(plain).toContain("      Occurrences (140):")
    expect(plain).toContain('        14:3  <img src="/4.jpg"> has no alt text.')
    expect(plain).not.toContain('        15:3  <img src="/5.jpg"> has no alt text.')
    expect(plain).toContain("        … 135 more like these (140 in all). (--verbose)")
    const verbose = humanReport(audited, "es", styleFor(false), true).split("\n")
    expect(verbose).toContain("      Casos (140):")
    expect(verbose).toContain('        109:3  <img src="/99.jpg"> has no alt text.')
    expect(verbose).toContain("        … 40 más sin listar (el resultado guarda los primeros 100).")
  })
})

import { pathToFileURL } from "node:url"
import { fc, test } from "@fast-check/vitest"
import { stripAnsi } from "@svc/contract"
import { Option } from "effect"
import { describe, expect } from "vitest"
import { exitCodeOf } from "../src/exit-code"
import { humanReport, WORST_FINDINGS } from "../src/output/human"
import { sarifLog } from "../src/output/sarif"
import { styleFor } from "../src/output/style"
import { arbitraryAuditedPages } from "./support/audited-pages"
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

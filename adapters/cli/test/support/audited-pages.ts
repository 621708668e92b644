import { defaultPacks } from "@svc/audit"
import { pageFailureCodes, type Result } from "@svc/contract"
import {
  auditSnapshot,
  createRegistry,
  type LighthouseRun,
  siteCapsOf,
  siteFigures,
  snapshotOfHtml,
} from "@svc/core"
import { arbitraryHtml } from "@svc/rule-tester"
import fc from "fast-check"
import type { AuditedPages, FinishedPage } from "../../src/audited-pages"

const registry = createRegistry(defaultPacks)

/** A real result: the engine run over `html` as if served from `url`, with Lighthouse's run if given. */
export const resultOf = (html: string, url = "https://bakery.example/", lighthouse?: LighthouseRun): Result =>
  auditSnapshot(snapshotOfHtml(html, { url, fetchedAt: "2026-11-22T10:15:30.123Z" }), {
    registry,
    lighthouse,
  })

const category = fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null })
const figures = fc.record({ performance: category, accessibility: category, seo: category })

/** A Lighthouse run's figures (its audits play no part in the outputs), or none: it did not run. */
const arbitraryLighthouse: fc.Arbitrary<LighthouseRun | undefined> = fc.option(
  fc.record({ mobile: figures, desktop: figures }).map((measured) => ({ figures: measured, audits: [] })),
  { nil: undefined },
)

const arbitraryPage: fc.Arbitrary<{ page: FinishedPage; file: string | undefined }> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        html: arbitraryHtml,
        path: fc.constantFrom("/", "/bread", "/a_b/c d"),
        asFile: fc.boolean(),
        lighthouse: arbitraryLighthouse,
      })
      .map(({ html, path, asFile, lighthouse }) => {
        const result = resultOf(html, new URL(path, "https://bakery.example").href, lighthouse)
        const file = asFile ? `site/${path.replaceAll("/", "_") || "index"}.html` : undefined
        return { page: { url: file ?? result.url, status: "done" as const, result }, file }
      }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ code: fc.constantFrom(...pageFailureCodes), error: fc.string() }).map((error) => ({
      page: { url: "https://bakery.example/gone", status: "failed" as const, error },
      file: undefined,
    })),
  },
)

/** Audits of 1–4 pages over arbitrary HTML, some from files, some failed, with real site figures. */
export const arbitraryAuditedPages: fc.Arbitrary<AuditedPages> = fc
  .array(arbitraryPage, { minLength: 1, maxLength: 4 })
  .map((entries) => {
    const pages = entries.map((entry) => entry.page)
    const files = new Map<number, string>()
    entries.forEach((entry, index) => {
      if (entry.file !== undefined) files.set(index, entry.file)
    })
    const site = siteFigures(
      pages.map((page) => ({ url: page.url, result: page.status === "done" ? page.result : undefined })),
      siteCapsOf(registry),
      "en",
    )
    return { pages, site, files }
  })

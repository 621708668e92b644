import { defaultPacks } from "@svc/audit"
import { pageFailureCodes, type Result } from "@svc/contract"
import { auditSnapshot, createRegistry, siteCapsOf, siteFigures, snapshotOfHtml } from "@svc/core"
import { arbitraryHtml } from "@svc/rule-tester"
import fc from "fast-check"
import type { AuditedPages, FinishedPage } from "../../src/audited-pages"

const registry = createRegistry(defaultPacks)

/** A real result: the engine run over `html` as if served from `url`. */
export const resultOf = (html: string, url = "https://bakery.example/"): Result =>
  auditSnapshot(snapshotOfHtml(html, { url, fetchedAt: "2026-11-22T10:15:30.123Z" }), { registry })

const arbitraryPage: fc.Arbitrary<{ page: FinishedPage; file: string | undefined }> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({ html: arbitraryHtml, path: fc.constantFrom("/", "/bread", "/a_b/c d"), asFile: fc.boolean() })
      .map(({ html, path, asFile }) => {
        const result = resultOf(html, new URL(path, "https://bakery.example").href)
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
    )
    return { pages, site, files }
  })

// pnpm exec tsx scripts/result-digest.ts [--corpus DIR] [--verbose] [--verdicts]: one digest of the audit results of every bench
// page (the generated pages of `pnpm bench`, its scaling pages up to 1 MB, and the corpus when given), audited in
// English without a query, in Slovak with a query, in Spanish with another, and in English with a made-up
// Lighthouse run (every audit id measured, statuses in turn), so a speed-up can prove it changed no result. Prints one line per page (with --verbose) and one overall digest. With --verdicts the findings' words
// (evidence, items) are left out: a change of wording alone keeps that digest.
import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { parseArgs } from "node:util"
import type { Locale } from "@svc/contract"
import {
  auditSnapshot,
  createRegistry,
  type LighthouseRun,
  lighthouseAuditIds,
  snapshotOfHtml,
} from "@svc/core"
import { generatedPage } from "../bench/generated-page"
import { registeredPacks } from "./registered-packs"

const { values } = parseArgs({
  options: {
    corpus: { type: "string" },
    verbose: { type: "boolean", default: false },
    verdicts: { type: "boolean", default: false },
  },
})

const generated = Array.from({ length: 60 }, (_, index) => ({
  name: `generated-${index}`,
  html: generatedPage(2_000 + ((index * 7919) % 200_000), index + 1),
}))
const scaling = [10_000, 100_000, 1_000_000].map((size) => ({
  name: `scaling-${size}`,
  html: generatedPage(size, 7),
}))
const corpus = values.corpus
  ? readdirSync(values.corpus)
      .filter((name) => name.endsWith(".html"))
      .sort()
      .map((name) => ({ name, html: readFileSync(join(values.corpus as string, name), "utf8") }))
  : []

const statuses = ["fail", "pass", "review", "notApplicable", "pass", "unavailable"] as const
const lighthouse: LighthouseRun = {
  figures: {
    mobile: { performance: 0.71, accessibility: 0.88, seo: 0.83 },
    desktop: { performance: 0.93, accessibility: null, seo: 0.83 },
  },
  audits: [...lighthouseAuditIds].sort().map((auditId, index) => ({
    source: index % 2 === 0 ? "lighthouse/mobile" : "lighthouse/desktop",
    auditId,
    status: statuses[index % statuses.length] ?? "pass",
    evidence: `measured ${auditId}`,
  })),
}

const variants: ReadonlyArray<{
  readonly locale: Locale
  readonly query?: string
  readonly lighthouse?: LighthouseRun
}> = [
  { locale: "en" },
  { locale: "sk", query: "sourdough bread" },
  { locale: "es", query: "privacy policy news" },
  { locale: "en", lighthouse },
]

/** The result as digested: whole, or without the findings' words (`--verdicts`). */
const digested = (result: ReturnType<typeof auditSnapshot>): unknown =>
  values.verdicts
    ? {
        ...result,
        findings: result.findings.map(
          ({ evidence: _evidence, items: _items, itemCount: _count, ...rest }) => rest,
        ),
      }
    : result

const registry = createRegistry(await registeredPacks())
const overall = createHash("sha256")
for (const page of [...generated, ...scaling, ...corpus]) {
  const snapshot = snapshotOfHtml(page.html, { url: "https://bench.example/page" })
  const digest = createHash("sha256")
  for (const variant of variants)
    digest.update(JSON.stringify(digested(auditSnapshot(snapshot, { registry, ...variant })))).update("\n")
  const pageDigest = digest.digest("hex")
  overall.update(`${page.name} ${pageDigest}\n`)
  if (values.verbose) console.log(`${pageDigest.slice(0, 16)}  ${page.name}`)
}
console.log(
  `overall ${overall.digest("hex")} (${generated.length + scaling.length + corpus.length} pages × ${variants.length} variants)`,
)

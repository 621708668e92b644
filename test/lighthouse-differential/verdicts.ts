import { readFileSync, writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { auditSnapshot, type PageSnapshot, type Registry } from "@svc/core"
import type { AuditVerdict } from "@svc/lighthouse"
import type { PageSpec } from "./page-spec"

/** Lighthouse 12.8.2's SEO category: its ten audits (node_modules/lighthouse/core/config/default-config.js). */
export const SEO_AUDITS = [
  "is-crawlable",
  "document-title",
  "meta-description",
  "http-status-code",
  "link-text",
  "crawlable-anchors",
  "robots-txt",
  "image-alt",
  "hreflang",
  "canonical",
] as const
export type SeoAudit = (typeof SEO_AUDITS)[number]

/** Lighthouse's verdict on one audit, as the record keeps it. */
export type RecordedVerdict = Extract<AuditVerdict, "pass" | "fail" | "notApplicable">

export interface RecordedPage {
  /** The page's place among those generated from the seed. */
  readonly index: number
  readonly spec: PageSpec
  readonly verdicts: Readonly<Record<SeoAudit, RecordedVerdict>>
}

/** What `pnpm differential:record` writes: the seed the specs came from, and each page's spec and verdicts. */
export interface DifferentialRecord {
  readonly lighthouse: string
  readonly chromium: string
  readonly seed: number
  /** How many pages were generated from the seed; pages not recorded (an audit erred, the recording was cut short) are missing. */
  readonly count: number
  readonly pages: ReadonlyArray<RecordedPage>
}

export const RECORD_FILE = resolve(
  import.meta.dirname,
  "../../fixtures/lighthouse-differential/verdicts.json",
)

export const readDifferentialRecord = (): DifferentialRecord =>
  JSON.parse(readFileSync(RECORD_FILE, "utf8")) as DifferentialRecord

/** One page a line, so that a re-recording's diff shows the pages whose verdicts changed. */
export const writeDifferentialRecord = (record: DifferentialRecord): void => {
  const pages = record.pages.map((page) => `    ${JSON.stringify(page)}`).join(",\n")
  writeFileSync(
    RECORD_FILE,
    `{\n  "lighthouse": ${JSON.stringify(record.lighthouse)},\n  "chromium": ${JSON.stringify(record.chromium)},\n  "seed": ${record.seed},\n  "count": ${record.count},\n  "pages": [\n${pages}\n  ]\n}\n`,
  )
}

/**
 * What the user gets for each Lighthouse id: the full audit with every pack, and whether the finding
 * with that id is listed as `fail`.
 */
export const engineFailures = (registry: Registry, snapshot: PageSnapshot): ReadonlySet<string> =>
  new Set(
    auditSnapshot(snapshot, { registry })
      .findings.filter((finding) => finding.status === "fail")
      .map((finding) => finding.id),
  )

/** Each audit where Lighthouse and the engine disagree, said in a line. */
export const disagreements = (
  lighthouse: Readonly<Record<string, AuditVerdict>>,
  failing: ReadonlySet<string>,
): string[] =>
  SEO_AUDITS.flatMap((id) => {
    const theirs = lighthouse[id]
    return (theirs === "fail") === failing.has(id)
      ? []
      : [
          `${id}: Lighthouse says ${theirs}, the result ${failing.has(id) ? "lists it as fail" : "has no fail finding"}`,
        ]
  })

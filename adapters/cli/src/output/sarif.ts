import { isAbsolute, relative, resolve, sep } from "node:path"
import { pathToFileURL } from "node:url"
import type { Finding, Result } from "@svc/contract"
import type { AuditedPages } from "../audited-pages"

/** The SARIF 2.1.0 log, as far as svc fills it in. */
export interface SarifLog {
  readonly $schema: string
  readonly version: "2.1.0"
  readonly runs: ReadonlyArray<SarifRun>
}

interface SarifRun {
  readonly tool: { readonly driver: SarifDriver }
  readonly originalUriBaseIds?: Readonly<Record<string, { readonly uri: string }>>
  readonly results: ReadonlyArray<SarifResult>
  readonly invocations: ReadonlyArray<SarifInvocation>
}

interface SarifInvocation {
  readonly executionSuccessful: boolean
  readonly toolExecutionNotifications: ReadonlyArray<{
    readonly level: "error"
    readonly message: { readonly text: string }
  }>
}

interface SarifDriver {
  readonly name: string
  readonly version: string
  readonly semanticVersion: string
  readonly rules: ReadonlyArray<SarifRule>
}

interface SarifRule {
  readonly id: string
  readonly shortDescription: { readonly text: string }
  readonly help: { readonly text: string }
  readonly properties: { readonly category: string; readonly level: string }
}

type SarifLevel = "error" | "warning" | "note" | "none"

interface SarifResult {
  readonly ruleId: string
  readonly ruleIndex: number
  readonly kind: "fail" | "review"
  readonly level: SarifLevel
  readonly message: { readonly text: string }
  readonly locations: ReadonlyArray<SarifLocation>
  readonly properties: { readonly page: string }
}

interface ArtifactLocation {
  readonly uri: string
  readonly uriBaseId?: string
}

interface SarifLocation {
  readonly physicalLocation: {
    readonly artifactLocation: ArtifactLocation
    readonly region?: { readonly startLine: number; readonly startColumn: number }
  }
}

const SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
const SOURCE_ROOT = "%SRCROOT%"

/**
 * A failing check is an error, warning or note by its level; a check for review is SARIF's
 * `kind: "review"`, whose level must be `none` (SARIF 2.1.0, §3.27.9).
 */
const levelOf = (finding: Finding): SarifLevel => {
  if (finding.status === "review") return "none"
  return finding.level === "high" ? "error" : finding.level === "medium" ? "warning" : "note"
}

/**
 * A local file as an artifact: relative to `root` (the working directory, the repository root in CI)
 * under `%SRCROOT%`, with `/` separators; a file outside `root` by its absolute `file:` URI.
 */
const fileArtifact = (file: string, root: string): ArtifactLocation => {
  const absolute = resolve(file)
  const path = relative(root, absolute)
  if (path === "" || path.startsWith("..") || isAbsolute(path)) return { uri: pathToFileURL(absolute).href }
  return { uri: path.split(sep).map(encodeURIComponent).join("/"), uriBaseId: SOURCE_ROOT }
}

const locationOf = (
  finding: Finding,
  result: Result,
  file: string | undefined,
  root: string,
): SarifLocation => {
  const artifactLocation = file === undefined ? { uri: result.url } : fileArtifact(file, root)
  return {
    physicalLocation:
      finding.location === undefined
        ? { artifactLocation }
        : {
            artifactLocation,
            region: { startLine: finding.location.line, startColumn: finding.location.column },
          },
  }
}

const directoryUri = (directory: string): string => {
  const uri = pathToFileURL(directory).href
  return uri.endsWith("/") ? uri : `${uri}/`
}

/** Pages that could not be audited are the run's error notifications. */
const invocationOf = (audited: AuditedPages): SarifInvocation => {
  const failures = audited.pages.flatMap((page) =>
    page.status === "failed"
      ? [
          {
            level: "error" as const,
            message: { text: `${page.url} could not be audited: ${page.error.error} (${page.error.code})` },
          },
        ]
      : [],
  )
  return { executionSuccessful: failures.length === 0, toolExecutionNotifications: failures }
}

/**
 * The findings of every audited page as one SARIF 2.1.0 run, for code-scanning tools: one rule per
 * check id, one result per finding; a local HTML file is named relative to `root` (`%SRCROOT%`) with
 * the finding's line and column, a web page by its URL.
 */
export const sarifLog = (audited: AuditedPages, version: string, root: string = process.cwd()): SarifLog => {
  const rules: SarifRule[] = []
  const ruleIndex = new Map<string, number>()
  const results: SarifResult[] = []
  audited.pages.forEach((page, index) => {
    if (page.status !== "done") return
    const file = audited.files.get(index)
    for (const finding of page.result.findings) {
      let at = ruleIndex.get(finding.id)
      if (at === undefined) {
        at = rules.length
        ruleIndex.set(finding.id, at)
        rules.push({
          id: finding.id,
          shortDescription: { text: finding.label },
          help: { text: finding.fix },
          properties: { category: finding.category, level: finding.level },
        })
      }
      results.push({
        ruleId: finding.id,
        ruleIndex: at,
        kind: finding.status,
        level: levelOf(finding),
        message: { text: `${finding.label}: ${finding.evidence}` },
        locations: [locationOf(finding, page.result, file, root)],
        properties: { page: page.result.url },
      })
    }
  })
  const anyFile = audited.files.size > 0
  return {
    $schema: SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "svc",
            version,
            semanticVersion: version,
            rules,
          },
        },
        ...(anyFile ? { originalUriBaseIds: { [SOURCE_ROOT]: { uri: directoryUri(root) } } } : {}),
        results,
        invocations: [invocationOf(audited)],
      },
    ],
  }
}

import { isAbsolute, relative, resolve, sep } from "node:path"
import { pathToFileURL } from "node:url"
import type { Finding, Result, SourceLocation } from "@svc/contract"
import { type SiteFinding, siteRuleDocsId } from "@svc/core"
import type { AuditedPages } from "../audited-pages"
import { repositoryRoot } from "./repository-root"
import { PROJECT_URL, ruleDocsUrl } from "./rule-docs"

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
  readonly informationUri: string
  readonly version: string
  readonly semanticVersion: string
  readonly rules: ReadonlyArray<SarifRule>
}

interface SarifRule {
  readonly id: string
  readonly shortDescription: { readonly text: string }
  readonly fullDescription: { readonly text: string }
  readonly helpUri: string
  readonly help: { readonly text: string; readonly markdown: string }
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
  /** The other pages a cross-page finding involves (the other page of a duplicate, say). */
  readonly relatedLocations?: ReadonlyArray<
    SarifLocation & { readonly id: number; readonly message: { readonly text: string } }
  >
  readonly properties: { readonly page: string }
}

interface SarifRegion {
  readonly startLine: number
  readonly startColumn?: number
}

interface ArtifactLocation {
  readonly uri: string
  readonly uriBaseId?: string
}

interface SarifLocation {
  readonly physicalLocation: {
    readonly artifactLocation: ArtifactLocation
    readonly region: SarifRegion
  }
  /** A web page's full URL (code scanning reads only `physicalLocation`). */
  readonly logicalLocations?: ReadonlyArray<{
    readonly fullyQualifiedName: string
    readonly kind: "resource"
  }>
}

const SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"

/** A crawl's cross-page findings, and the file each crawled URL was read from (a built site on disk). */
export interface SiteOfCrawl {
  readonly findings: ReadonlyArray<SiteFinding>
  readonly fileOf: (url: string) => string | undefined
  /** A built site on disk: only its files are located (a URL with no file is a missing one). */
  readonly folder: boolean
}
const SOURCE_ROOT = "%SRCROOT%"

/**
 * A failing check is an error, warning or note by its level; a check for review is SARIF's
 * `kind: "review"`, whose level must be `none` (SARIF 2.1.0, §3.27.9).
 */
const levelOf = (finding: Pick<Finding, "status" | "level">): SarifLevel => {
  if (finding.status === "review") return "none"
  return finding.level === "high" ? "error" : finding.level === "medium" ? "warning" : "note"
}

/**
 * A local file as an artifact: relative to `root` (the repository root) under `%SRCROOT%`, with `/` separators; a file outside `root` by its absolute `file:` URI.
 */
const fileArtifact = (file: string, root: string): ArtifactLocation => {
  const absolute = resolve(file)
  const path = relative(root, absolute)
  if (path === "" || path.startsWith("..") || isAbsolute(path)) return { uri: pathToFileURL(absolute).href }
  return { uri: path.split(sep).map(encodeURIComponent).join("/"), uriBaseId: SOURCE_ROOT }
}

/**
 * A web page as an artifact: its path and query relative to its origin, under the base id of that
 * origin (`SITE1`, `SITE2`, … in `originalUriBaseIds`), so that no artifact URI is an http(s) one —
 * code scanning shows results only at relative or `file:` URIs.
 */
const pageArtifact = (url: string, origins: Map<string, string>): ArtifactLocation => {
  const page = new URL(url)
  let baseId = origins.get(page.origin)
  if (baseId === undefined) {
    baseId = `SITE${origins.size + 1}`
    origins.set(page.origin, baseId)
  }
  const path = `${page.pathname.slice(1)}${page.search}`
  return { uri: path === "" ? "./" : path, uriBaseId: baseId }
}

/** A line and column in the HTML when the finding or item has them; else the artifact's first line. */
const regionOf = (location: SourceLocation | undefined): SarifRegion =>
  location === undefined ? { startLine: 1 } : { startLine: location.line, startColumn: location.column }

const locationOf = (
  location: SourceLocation | undefined,
  result: Result,
  file: string | undefined,
  root: string,
  origins: Map<string, string>,
): SarifLocation => {
  const region = regionOf(location)
  if (file !== undefined) return { physicalLocation: { artifactLocation: fileArtifact(file, root), region } }
  return {
    physicalLocation: { artifactLocation: pageArtifact(result.url, origins), region },
    logicalLocations: [{ fullyQualifiedName: result.url, kind: "resource" }],
  }
}

/**
 * A cross-page finding's item: at the file of the page it is about (for a link, the linking line) —
 * else, on a built site, the first other page involved that is a file — with the other pages
 * involved as related locations. Pages of a web site are located as `pageArtifact` places them.
 */
const siteItemResult = (
  finding: SiteFinding,
  ruleIndex: number,
  item: SiteFinding["items"][number],
  site: SiteOfCrawl | undefined,
  root: string,
  origins: Map<string, string>,
): SarifResult | undefined => {
  const fileOf = (url: string) => site?.fileOf(url)
  const placeOf = (url: string, file: string | undefined, region: SarifRegion): SarifLocation | undefined =>
    file !== undefined
      ? { physicalLocation: { artifactLocation: fileArtifact(file, root), region } }
      : site?.folder === true
        ? undefined
        : {
            physicalLocation: { artifactLocation: pageArtifact(url, origins), region },
            logicalLocations: [{ fullyQualifiedName: url, kind: "resource" }],
          }
  const own = fileOf(item.url)
  const fallback = item.pages.find((url) => fileOf(url) !== undefined)
  const primary =
    own !== undefined || site?.folder !== true || fallback === undefined
      ? (placeOf(item.url, own, { startLine: item.line ?? 1 }) ??
        placeOf(item.url, undefined, { startLine: 1 }))
      : placeOf(fallback, fileOf(fallback), { startLine: 1 })
  if (primary === undefined) return undefined
  const related = item.pages
    .filter((url) => url !== item.url)
    .flatMap((url) => {
      const place = placeOf(url, fileOf(url), { startLine: 1 })
      return place === undefined ? [] : [{ ...place, message: { text: url } }]
    })
    .map((place, index) => ({ ...place, id: index + 1 }))
  return {
    ruleId: finding.id,
    ruleIndex,
    kind: finding.status,
    level: levelOf(finding),
    message: { text: `${finding.label}: ${item.message === "" ? item.url : item.message}` },
    locations: [primary],
    ...(related.length > 0 ? { relatedLocations: related } : {}),
    properties: { page: item.url },
  }
}

/** The rule of a finding, with its page under docs/rules as help. */
const ruleOf = (finding: Pick<Finding, "id" | "label" | "fix" | "category" | "level">): SarifRule => {
  const helpUri = ruleDocsUrl(finding.id)
  return {
    id: finding.id,
    shortDescription: { text: finding.label },
    fullDescription: { text: `${finding.label}. ${finding.fix}` },
    helpUri,
    help: {
      text: `${finding.fix}\n\nWhat the rule checks, why it matters and how it is decided: ${helpUri}`,
      markdown: `${finding.fix}\n\n[\`${finding.id}\`](${helpUri}): what the rule checks, why it matters and how it is decided.`,
    },
    properties: { category: finding.category, level: finding.level },
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
 * The findings of every audited page as one SARIF 2.1.0 run that GitHub code scanning accepts: one rule
 * per check id (with its docs page as `helpUri`), one result per item a check reported (per finding
 * for checks that report none), each with a region; a local
 * HTML file is named relative to `root` (`%SRCROOT%`, the repository root) with the finding's line and
 * column, a web page relative to its origin's base id, its URL in a logical location.
 */
export const sarifLog = (
  audited: AuditedPages,
  version: string,
  root: string = repositoryRoot(),
  site: SiteOfCrawl | undefined = undefined,
): SarifLog => {
  const rules: SarifRule[] = []
  const ruleIndex = new Map<string, number>()
  const results: SarifResult[] = []
  // In a crawl, two URLs of one file (`/` and `/index.html` of a built site) give the same results
  // once; an audit lists what it was given as it was given.
  const said = new Set<string>()
  const add = (result: SarifResult) => {
    const key = JSON.stringify([result.ruleId, result.message.text, result.locations[0]?.physicalLocation])
    if (site !== undefined && said.has(key)) return
    said.add(key)
    results.push(result)
  }
  const origins = new Map<string, string>()
  const indexOf = (finding: Parameters<typeof ruleOf>[0]) => {
    let at = ruleIndex.get(finding.id)
    if (at === undefined) {
      at = rules.length
      ruleIndex.set(finding.id, at)
      rules.push(ruleOf(finding))
    }
    return at
  }
  audited.pages.forEach((page, index) => {
    if (page.status !== "done") return
    const file = audited.files.get(index)
    for (const finding of page.result.findings) {
      const at = indexOf(finding)
      // Code scanning wants a result per place: one per item the check reported, else one per finding.
      const places =
        finding.items !== undefined && finding.items.length > 0
          ? finding.items.map((item) => ({ text: item.message, location: item.location ?? finding.location }))
          : [{ text: finding.evidence, location: finding.location }]
      for (const place of places)
        add({
          ruleId: finding.id,
          ruleIndex: at,
          kind: finding.status,
          level: levelOf(finding),
          message: { text: `${finding.label}: ${place.text}` },
          locations: [locationOf(place.location, page.result, file, root, origins)],
          properties: { page: page.result.url },
        })
    }
  })
  // A site rule's SARIF rule is `site/<id>`: site rules have ids of their own (`redirect-chain` is both).
  for (const finding of (site?.findings ?? []).map((found) => ({ ...found, id: siteRuleDocsId(found.id) }))) {
    const at = indexOf(finding)
    for (const item of finding.items) {
      const result = siteItemResult(finding, at, item, site, root, origins)
      if (result !== undefined) add(result)
    }
  }
  const usesFiles =
    audited.files.size > 0 ||
    site?.findings.some((finding) => finding.items.some((item) => site.fileOf(item.url) !== undefined))
  const baseIds = {
    ...(usesFiles ? { [SOURCE_ROOT]: { uri: directoryUri(root) } } : {}),
    ...Object.fromEntries([...origins].map(([origin, baseId]) => [baseId, { uri: `${origin}/` }])),
  }
  return {
    $schema: SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "svc",
            informationUri: PROJECT_URL,
            version,
            semanticVersion: version,
            rules,
          },
        },
        ...(Object.keys(baseIds).length > 0 ? { originalUriBaseIds: baseIds } : {}),
        results,
        invocations: [invocationOf(audited)],
      },
    ],
  }
}

import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"

/** Where the agreement fixtures live: one folder per case. */
export const FIXTURES_DIR = resolve(import.meta.dirname, "../../fixtures/lighthouse-agreement")

/**
 * One fixture page and how it is served. In the HTML, the headers and robots.txt, `{{origin}}`
 * stands for the origin the case is served from (a port on 127.0.0.1 that changes every run).
 */
export interface AgreementCase {
  readonly name: string
  readonly description: string
  /** The page's path (default "/"). */
  readonly path: string
  /** Served with this status (default 200). */
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly html: string
  /** A path that redirects to `path` with `redirectStatus` (default 301); Lighthouse and our fetch start there. */
  readonly redirectFrom: string | undefined
  readonly redirectStatus: number
  /** The robots.txt answer: a body (status 200 unless `robotsStatus`), a status without body, or a cut connection. */
  readonly robots:
    | { readonly kind: "file"; readonly status: number; readonly body: string }
    | { readonly kind: "status"; readonly status: number }
    | { readonly kind: "reset" }
  /**
   * The rules deciding a page condition that fail on the page, sorted (`served`, `substantive`,
   * `indexable`: e.g. http-status-code, has-content, is-crawlable). Empty: the page is meant to be
   * served, substantive and indexable, so every check can earn on it.
   */
  readonly gates: ReadonlyArray<string>
}

interface CaseFile {
  readonly description?: unknown
  readonly path?: unknown
  readonly status?: unknown
  readonly headers?: unknown
  readonly redirectFrom?: unknown
  readonly redirectStatus?: unknown
  readonly robotsStatus?: unknown
  readonly robotsReset?: unknown
  readonly gates?: unknown
}

const KNOWN_FIELDS = new Set([
  "description",
  "path",
  "status",
  "headers",
  "redirectFrom",
  "redirectStatus",
  "robotsStatus",
  "robotsReset",
  "gates",
])

const fail = (name: string, problem: string): never => {
  throw new Error(`fixtures/lighthouse-agreement/${name}/case.json: ${problem}`)
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === "string")

/** Reads and checks one case folder: `case.json`, `page.html`, and `robots.txt` when the site has one. */
export const readCase = (name: string): AgreementCase => {
  const folder = join(FIXTURES_DIR, name)
  const spec = JSON.parse(readFileSync(join(folder, "case.json"), "utf8")) as CaseFile
  for (const key of Object.keys(spec)) if (!KNOWN_FIELDS.has(key)) fail(name, `unknown field "${key}"`)
  if (typeof spec.description !== "string" || spec.description === "") fail(name, "needs a description")
  const path = spec.path ?? "/"
  if (typeof path !== "string" || !path.startsWith("/")) fail(name, "path must start with /")
  const status = spec.status ?? 200
  if (typeof status !== "number" || status < 200 || status > 599) fail(name, "status must be 200–599")
  const headers = spec.headers ?? {}
  if (!isStringRecord(headers)) fail(name, "headers must map names to strings")
  if (spec.redirectFrom !== undefined && typeof spec.redirectFrom !== "string")
    fail(name, "redirectFrom must be a path")
  const gates = spec.gates ?? []
  if (!Array.isArray(gates) || !gates.every((gate) => typeof gate === "string"))
    fail(name, "gates must list rule ids")
  const robotsFile = join(folder, "robots.txt")
  const robots: AgreementCase["robots"] = spec.robotsReset
    ? { kind: "reset" }
    : existsSync(robotsFile)
      ? { kind: "file", status: Number(spec.robotsStatus ?? 200), body: readFileSync(robotsFile, "utf8") }
      : { kind: "status", status: Number(spec.robotsStatus ?? 404) }
  return {
    name,
    description: spec.description as string,
    path: path as string,
    status: status as number,
    headers: headers as Record<string, string>,
    html: readFileSync(join(folder, "page.html"), "utf8"),
    redirectFrom: spec.redirectFrom as string | undefined,
    redirectStatus: Number(spec.redirectStatus ?? 301),
    robots,
    gates: [...(gates as string[])].sort(),
  }
}

/** Every case, sorted by name. */
export const readCases = (): AgreementCase[] =>
  readdirSync(FIXTURES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map(readCase)

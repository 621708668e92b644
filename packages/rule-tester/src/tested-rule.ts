import {
  type AnyRule,
  evaluateRule,
  extractFacts,
  type FactKey,
  type HttpVersion,
  type Outcome,
  type PageSnapshot,
  type PlaceholderValue,
  type RedirectHop,
  type SiteFile,
  type Sitemaps,
  singleSitemap,
  snapshotOfHtml,
} from "@svc/core"

/** One case: an HTML string (or a fixture file) and, optionally, how it was served. */
export interface RuleCase {
  readonly html?: string
  /** A fixture file to read the HTML from, instead of `html`. */
  readonly file?: string
  readonly url?: string
  /** The address first asked for, when redirects led to `url`. */
  readonly requestedUrl?: string
  readonly redirects?: ReadonlyArray<RedirectHop>
  readonly status?: number
  readonly headers?: Readonly<Record<string, string>>
  /** Time to first byte of the response, in milliseconds. */
  readonly responseTimeMs?: number
  /** Body of /robots.txt (present), or a whole site-file state. */
  readonly robots?: string | SiteFile
  /**
   * Body of /sitemap.xml, one sitemap file's state (the site's only sitemap; named by robots.txt when
   * the case's robots.txt names its URL), or every sitemap as fetched.
   */
  readonly sitemap?: string | SiteFile | Sitemaps
  readonly llms?: string | SiteFile
  /** What the site's http:// address answered, asked beside a page on https://. */
  readonly httpVersion?: HttpVersion
  /** The caller's phrase, for phrase rules. */
  readonly query?: string
  /** A name for the test; defaults to the start of the HTML. */
  readonly name?: string
}

/** One item a case expects its rule to report, ESLint-style: by message id, where, and with what data. */
export interface ExpectedReport {
  readonly messageId: string
  readonly line?: number
  readonly column?: number
  readonly subject?: string
  /** Placeholder values the item must carry; placeholders not named here are not compared. */
  readonly data?: Readonly<Record<string, PlaceholderValue>>
}

/** A failing or review case: what the evidence must say and where it must point. */
export interface EvidenceCase extends RuleCase {
  /** For a rule with messages: every item it must report, in order (and no other). */
  readonly reports?: ReadonlyArray<ExpectedReport>
  /** The exact evidence, or a pattern it must match. */
  readonly evidence?: string | RegExp
  readonly line?: number
  readonly column?: number
  /**
   * The rule whose listed finding keeps this one out of a full audit with every pack: a cause it is a
   * symptom of, or the decider of a page condition that gates it (a review on a page without content
   * of its own). Absent: the case's finding is listed.
   */
  readonly hiddenBy?: string
}

/** The result of running a rule over one case the way the engine does. */
export interface CaseRun {
  readonly outcome: Outcome
  readonly ran: boolean
  /** Fact keys the rule read without declaring them. */
  readonly undeclaredReads: ReadonlyArray<string>
}

const siteFile = (path: string, url: string, value: string | SiteFile | undefined): SiteFile | undefined => {
  if (value === undefined || typeof value !== "string") return value
  return { state: "present", url: new URL(path, url).href, status: 200, body: value }
}

/** Whether robots.txt, as a case gives it, has a Sitemap: line naming `url`. */
const robotsNames = (robots: SiteFile | undefined, url: string): boolean =>
  robots?.state === "present" &&
  robots.body.split(/\r\n|\r|\n/).some((line) => {
    const named = /^\s*sitemap\s*:\s*(\S+)/i.exec(line)?.[1]
    return named !== undefined && URL.canParse(named, robots.url) && new URL(named, robots.url).href === url
  })

const sitemapsOfCase = (
  url: string,
  given: RuleCase["sitemap"],
  robots: SiteFile | undefined,
): Sitemaps | undefined => {
  if (
    given === undefined ||
    (typeof given !== "string" && (given.state === "fetched" || given.state === "notFetched"))
  )
    return given
  const file = siteFile("/sitemap.xml", url, given)
  if (file === undefined) return undefined
  return singleSitemap(file, { named: file.state !== "notFetched" && robotsNames(robots, file.url) })
}

/** The snapshot a case describes. */
export const snapshotOfCase = (testCase: RuleCase, html: string): PageSnapshot => {
  const url = testCase.url ?? "https://example.com/"
  const siteFiles: { robots?: SiteFile; sitemap?: Sitemaps; llms?: SiteFile; httpVersion?: HttpVersion } = {}
  const robots = siteFile("/robots.txt", url, testCase.robots)
  const sitemap = sitemapsOfCase(url, testCase.sitemap, robots)
  const llms = siteFile("/llms.txt", url, testCase.llms)
  if (robots) siteFiles.robots = robots
  if (sitemap) siteFiles.sitemap = sitemap
  if (llms) siteFiles.llms = llms
  if (testCase.httpVersion) siteFiles.httpVersion = testCase.httpVersion
  return snapshotOfHtml(html, {
    url,
    ...(testCase.requestedUrl === undefined ? {} : { requestedUrl: testCase.requestedUrl }),
    ...(testCase.redirects === undefined ? {} : { redirects: testCase.redirects }),
    ...(testCase.responseTimeMs === undefined ? {} : { responseTimeMs: testCase.responseTimeMs }),
    ...(testCase.status === undefined ? {} : { status: testCase.status }),
    ...(testCase.headers === undefined ? {} : { headers: testCase.headers }),
    siteFiles,
  })
}

/**
 * Runs a rule over a snapshot as the engine would (only its declared facts), with every fact
 * deep-frozen so that a rule changing one throws, and records every fact key it read without declaring it.
 */
export const runRuleOn = (rule: AnyRule, snapshot: PageSnapshot, query?: string): CaseRun => {
  const facts = extractFacts(snapshot, {
    keys: rule.requires,
    freeze: true,
    ...(query === undefined ? {} : { query }),
  })
  const declared = new Set<string>(rule.requires)
  const undeclaredReads = new Set<string>()
  const { outcome, ran } = evaluateRule(
    rule,
    facts,
    (given) =>
      new Proxy(given, {
        get(target, key, receiver) {
          if (typeof key === "string" && !declared.has(key)) undeclaredReads.add(key)
          return Reflect.get(target, key, receiver)
        },
        has(target, key) {
          if (typeof key === "string" && !declared.has(key)) undeclaredReads.add(key)
          return Reflect.has(target, key)
        },
      }),
  )
  return { outcome, ran, undeclaredReads: [...undeclaredReads].sort() }
}

export type { FactKey }

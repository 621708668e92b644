import type { Locale } from "@svc/contract"
import { message, type SiteFinding } from "@svc/core"
import type { SiteReport } from "@svc/crawl"
import { levelText, scoreColour, show, WORST_FINDINGS } from "./human"
import { say } from "./say"
import type { Style } from "./style"

/** Pages listed under the lowest scores, and items under each site finding (`--json` has them all). */
const SHOWN = 5
const INDENT = "      "

const findingLines = (finding: SiteFinding, locale: Locale, style: Style): ReadonlyArray<string> => {
  const mark = finding.status === "fail" ? style.red("✗") : style.yellow("?")
  const shown = finding.items.slice(0, SHOWN)
  return [
    `  ${mark} ${levelText(locale, finding.level)} ${style.bold(finding.id)}  ${finding.label}`,
    ...shown.map(
      (item) =>
        `${INDENT}${item.message}${item.line === null ? "" : style.dim(` (${item.url}:${item.line})`)}`,
    ),
    ...(finding.items.length > shown.length
      ? [
          `${INDENT}${style.dim(say(locale, "cli.crawl.more", { count: finding.items.length - shown.length }))}`,
        ]
      : []),
    `${INDENT}${style.dim(`${message(locale, "fix")}:`)} ${finding.fix}`,
  ]
}

/** Where a crawl ran: in this process with its frontier in a store, or on a svc server. */
export type CrawlPlace =
  | { readonly _tag: "store"; readonly store: string }
  | { readonly _tag: "server"; readonly server: string }

/** Why the crawl stopped and how to go on: resumed from its store here, on a server with a larger bound. */
const stoppedText = (report: SiteReport, place: CrawlPlace, locale: Locale): string => {
  if (place._tag === "server")
    return say(
      locale,
      report.endReason === "maxDepth" ? "cli.crawl.stoppedOnServer.maxDepth" : "cli.crawl.stoppedOnServer",
    )
  return say(
    locale,
    report.endReason === "maxDuration"
      ? "cli.crawl.stopped.maxDuration"
      : report.endReason === "maxDepth"
        ? "cli.crawl.stopped.maxDepth"
        : "cli.crawl.stopped.maxPages",
    { id: report.crawlId, store: place.store },
  )
}

/** The crawl's id and where it is kept; none for a built site on disk, crawled in memory with nothing to resume. */
const idLines = (report: SiteReport, place: CrawlPlace, locale: Locale, style: Style) => {
  if (place._tag === "server")
    return ["", style.dim(say(locale, "cli.crawl.idOnServer", { id: report.crawlId, server: place.server }))]
  return place.store === ":memory:"
    ? []
    : ["", style.dim(say(locale, "cli.crawl.id", { id: report.crawlId, store: place.store }))]
}

/**
 * The crawl for people: the site's score and figures, its worst cross-page findings with the first
 * items of each, the lowest-scoring pages and the important pages few links reach.
 */
export const crawlHumanReport = (
  report: SiteReport,
  place: CrawlPlace,
  locale: Locale,
  style: Style,
): string => {
  const { site } = report
  const failed = report.pages.filter((page) => page.status === "failed").length
  const capped = site.cappedBy === null ? "" : ` (${say(locale, "cli.cappedBy", { issue: site.cappedBy })})`
  const findings = report.findings.slice(0, WORST_FINDINGS)
  const measured = report.pages.filter((page) => page.lighthouse)
  const lowest = report.pages
    .filter((page) => page.score !== null)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0) || (a.url < b.url ? -1 : 1))
    .slice(0, SHOWN)
  const pageLine = (page: SiteReport["pages"][number]) =>
    `  ${scoreColour(style, page.score)(show(page.score).padStart(3))}  ${page.url}  ${style.dim(
      [
        page.depth === null ? undefined : say(locale, "cli.crawl.depth", { depth: page.depth }),
        page.linkScore === null ? undefined : say(locale, "cli.crawl.linkScore", { score: page.linkScore }),
      ]
        .filter((part) => part !== undefined)
        .join(" · "),
    )}`
  return [
    style.bold(say(locale, "cli.crawl.site", { url: report.startUrl, pages: report.pages.length, failed })),
    `${scoreColour(style, site.score)(say(locale, "cli.siteScore", { score: show(site.score) }))}${capped} · ${say(locale, "cli.mean", { score: show(site.meanScore) })} · ${say(locale, "cli.uniquePages", { unique: site.uniquePages, addresses: site.addresses })}`,
    ...(report.state === "stopped" ? [style.yellow(stoppedText(report, place, locale))] : []),
    ...(measured.length === 0
      ? []
      : [
          say(locale, "cli.crawl.lighthouseSample", {
            count: measured.length,
            urls: measured.map((page) => page.url).join(", "),
          }),
        ]),
    ...report.givenUp.map((host) =>
      style.yellow(say(locale, "cli.crawl.givenUp", { host: host.host, reason: host.reason })),
    ),
    ...report.notices.map((notice) => style.yellow(notice)),
    "",
    ...(findings.length === 0
      ? [style.green(say(locale, "cli.crawl.noIssues"))]
      : [
          style.bold(
            report.findings.length > findings.length
              ? say(locale, "cli.crawl.worstIssues", {
                  shown: findings.length,
                  total: report.findings.length,
                })
              : say(locale, "cli.crawl.issues"),
          ),
          ...findings.flatMap((finding) => findingLines(finding, locale, style)),
        ]),
    ...(lowest.length === 0
      ? []
      : ["", style.bold(say(locale, "cli.crawl.lowest")), ...lowest.map(pageLine)]),
    ...(report.lowLinkScores.length === 0
      ? []
      : [
          "",
          style.bold(say(locale, "cli.crawl.lowLinks")),
          ...report.lowLinkScores
            .slice(0, SHOWN)
            .map((low) => `  ${String(low.score).padStart(3)}  ${low.url}`),
        ]),
    ...idLines(report, place, locale, style),
  ].join("\n")
}

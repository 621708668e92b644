import robotsParser from "robots-parser"
import type { SiteFile } from "../snapshot"
import type { Extractor } from "./extraction"
import { httpUrl } from "./http-url"
import type { RobotsLine } from "./page-facts"
import { siteFileFact } from "./site-file-fact"

/** Every line that is neither blank nor only a comment, with its directive (null without a ":"). */
const robotsLines = (body: string): RobotsLine[] =>
  body.split(/\r\n|\r|\n/).flatMap((raw, index): RobotsLine[] => {
    const content = raw.replace(/#.*$/, "").trim()
    if (content === "") return []
    const colon = content.indexOf(":")
    return [
      colon === -1
        ? { line: index + 1, raw, directive: null, value: content }
        : {
            line: index + 1,
            raw,
            directive: content.slice(0, colon).trim().toLowerCase(),
            value: content.slice(colon + 1).trim(),
          },
    ]
  })

/**
 * Every sitemap robots.txt names on a `Sitemap:` line, resolved against it, http(s) only, once each,
 * in its order: the ones the fetcher reads, read from the same lines the robots rules judge.
 */
export const namedSitemaps = (robots: SiteFile): ReadonlyArray<string> => {
  if (robots.state !== "present") return []
  const named = robotsLines(robots.body).flatMap((line) => {
    const address = line.directive === "sitemap" ? line.value.split(/\s/)[0] : undefined
    // An empty value would resolve to robots.txt itself.
    const url = address ? httpUrl(address, robots.url) : undefined
    return url === undefined ? [] : [url]
  })
  return [...new Set(named)]
}

export const extractRobots: Extractor<"robots"> = ({ snapshot }) =>
  siteFileFact(snapshot.siteFiles.robots, "robots.txt", (file) => {
    const parser = robotsParser(file.url, file.body)
    return {
      state: "present" as const,
      url: file.url,
      body: file.body,
      lines: robotsLines(file.body),
      isAllowed: (url: string, userAgent: string) => parser.isAllowed(url, userAgent),
      matchingLine: (url: string, userAgent: string) => {
        const line = parser.getMatchingLineNumber(url, userAgent)
        return line > 0 ? line : undefined
      },
      sitemaps: parser.getSitemaps(),
    }
  })

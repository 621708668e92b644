import { defineRule } from "@svc/core"

/** The directives Lighthouse 12.8.2 accepts; any other makes robots.txt invalid in its eyes. */
const KNOWN_DIRECTIVES = new Set([
  "user-agent",
  "disallow",
  "allow",
  "sitemap",
  "crawl-delay",
  "clean-param",
  "host",
  "request-rate",
  "visit-time",
  "noindex",
])
const SITEMAP_PROTOCOLS = new Set(["http:", "https:", "ftp:"])

/** What Lighthouse's validator says of a line it rejects. */
const messages = {
  serverError: "{url} answered HTTP {status}: crawlers cannot read the rules and may stop crawling the site.",
  unreachable: "{url} could not be downloaded: {reason}.",
  syntax: 'Line {line} "{text}": syntax not understood.',
  unknownDirective: 'Line {line} "{text}": unknown directive.',
  invalidSitemapUrl: 'Line {line} "{text}": invalid sitemap URL.',
  invalidSitemapProtocol: 'Line {line} "{text}": invalid sitemap URL protocol.',
  noUserAgent: 'Line {line} "{text}": no user-agent specified.',
  patternStart: 'Line {line} "{text}": a pattern should either be empty, start with "/" or "*".',
  dollarNotAtEnd: 'Line {line} "{text}": "$" should only be used at the end of the pattern.',
} as const

type LineError = Exclude<keyof typeof messages, "serverError" | "unreachable">

/** What is wrong with one directive, as Lighthouse's validator says it. */
const directiveError = (directive: string, value: string): LineError | undefined => {
  if (!KNOWN_DIRECTIVES.has(directive)) return "unknownDirective"
  if (directive === "sitemap") {
    let url: URL
    try {
      url = new URL(value)
    } catch {
      return "invalidSitemapUrl"
    }
    if (!SITEMAP_PROTOCOLS.has(url.protocol)) return "invalidSitemapProtocol"
  }
  if (directive === "user-agent" && value === "") return "noUserAgent"
  if (directive === "allow" || directive === "disallow") {
    if (value !== "" && value[0] !== "/" && value[0] !== "*") return "patternStart"
    const dollar = value.indexOf("$")
    if (dollar !== -1 && dollar !== value.length - 1) return "dollarNotAtEnd"
  }
  return undefined
}

/** Every line Lighthouse's robots.txt validator rejects, with its 1-based number. */
export const robotsTxtErrors = (
  body: string,
): Array<{ readonly line: number; readonly text: string; readonly error: LineError }> => {
  const errors: Array<{ line: number; text: string; error: LineError }> = []
  let inGroup = false
  body.split(/\r\n|\r|\n/).forEach((text, index) => {
    const hash = text.indexOf("#")
    const content = (hash === -1 ? text : text.slice(0, hash)).trim()
    if (content === "") return
    const colon = content.indexOf(":")
    if (colon === -1) {
      errors.push({ line: index + 1, text, error: "syntax" })
      return
    }
    const directive = content.slice(0, colon).trim().toLowerCase()
    const value = content.slice(colon + 1).trim()
    const error = directiveError(directive, value)
    if (error !== undefined) {
      errors.push({ line: index + 1, text, error })
      return
    }
    // Allow and Disallow belong to a group, which a User-agent line opens.
    if (directive === "user-agent") inGroup = true
    else if (!inGroup && (directive === "allow" || directive === "disallow"))
      errors.push({ line: index + 1, text, error: "noUserAgent" })
  })
  return errors
}

export default defineRule({
  id: "robots-txt",
  category: "technical",
  level: "medium",
  sameAs: ["robots-txt"],
  requires: ["robots"],
  label: "robots.txt is valid",
  fix: "Make every robots.txt line a known directive (User-agent, Allow, Disallow, Sitemap…) followed by a colon; start paths with / or *, use $ only at the end, give Sitemap an absolute URL, and answer /robots.txt with status 200 (or 404 when there is none).",
  messages,
  check: ({ robots }, { notApplicable, report }) => {
    // As Lighthouse: a server error or no answer fails; a 4xx or an empty file means there is none.
    if (robots.state === "failed") {
      const url = robots.url
      if (robots.status !== null && robots.status >= 500)
        report("serverError", { url, subject: url, data: { url, status: String(robots.status) } })
      else report("unreachable", { url, subject: url, data: { url, reason: robots.reason } })
      return
    }
    if (robots.state === "absent")
      return notApplicable(`${robots.url} answered HTTP ${robots.status}: the site has none.`)
    if (robots.body === "") return notApplicable(`${robots.url} is empty.`)
    for (const { line, text, error } of robotsTxtErrors(robots.body)) {
      const trimmed = text.trim()
      report(error, { url: robots.url, subject: trimmed, data: { line: String(line), text: trimmed } })
    }
  },
})

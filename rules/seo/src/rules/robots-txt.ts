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

/** What is wrong with one directive, as Lighthouse's validator says it. */
const directiveError = (directive: string, value: string): string | undefined => {
  if (!KNOWN_DIRECTIVES.has(directive)) return "Unknown directive"
  if (directive === "sitemap") {
    let url: URL
    try {
      url = new URL(value)
    } catch {
      return "Invalid sitemap URL"
    }
    if (!SITEMAP_PROTOCOLS.has(url.protocol)) return "Invalid sitemap URL protocol"
  }
  if (directive === "user-agent" && value === "") return "No user-agent specified"
  if (directive === "allow" || directive === "disallow") {
    if (value !== "" && value[0] !== "/" && value[0] !== "*")
      return 'Pattern should either be empty, start with "/" or "*"'
    const dollar = value.indexOf("$")
    if (dollar !== -1 && dollar !== value.length - 1)
      return '"$" should only be used at the end of the pattern'
  }
  return undefined
}

/** Every line Lighthouse's robots.txt validator rejects, with its 1-based number. */
export const robotsTxtErrors = (
  body: string,
): Array<{ readonly line: number; readonly text: string; readonly message: string }> => {
  const errors: Array<{ line: number; text: string; message: string }> = []
  let inGroup = false
  body.split(/\r\n|\r|\n/).forEach((text, index) => {
    const hash = text.indexOf("#")
    const content = (hash === -1 ? text : text.slice(0, hash)).trim()
    if (content === "") return
    const colon = content.indexOf(":")
    if (colon === -1) {
      errors.push({ line: index + 1, text, message: "Syntax not understood" })
      return
    }
    const directive = content.slice(0, colon).trim().toLowerCase()
    const value = content.slice(colon + 1).trim()
    const error = directiveError(directive, value)
    if (error !== undefined) {
      errors.push({ line: index + 1, text, message: error })
      return
    }
    // Allow and Disallow belong to a group, which a User-agent line opens.
    if (directive === "user-agent") inGroup = true
    else if (!inGroup && (directive === "allow" || directive === "disallow"))
      errors.push({ line: index + 1, text, message: "No user-agent specified" })
  })
  return errors
}

export default defineRule({
  id: "robots-txt",
  part: "google",
  category: "technical",
  level: "medium",
  sameAs: ["robots-txt"],
  requires: ["robots"],
  label: "robots.txt is valid",
  fix: "Make every robots.txt line a known directive (User-agent, Allow, Disallow, Sitemap…) followed by a colon; start paths with / or *, use $ only at the end, give Sitemap an absolute URL, and answer /robots.txt with status 200 (or 404 when there is none).",
  check: ({ robots }, { fail, notApplicable, pass }) => {
    // As Lighthouse: a server error or no answer fails; a 4xx or an empty file means there is none.
    if (robots.state === "failed")
      return fail(
        robots.status !== null && robots.status >= 500
          ? `${robots.url} answered HTTP ${robots.status}: crawlers cannot read the rules and may stop crawling the site.`
          : `${robots.url} could not be downloaded: ${robots.reason}.`,
      )
    if (robots.state === "absent")
      return notApplicable(`${robots.url} answered HTTP ${robots.status}: the site has none.`)
    if (robots.body === "") return notApplicable(`${robots.url} is empty.`)
    const errors = robotsTxtErrors(robots.body)
    if (errors.length === 0) return pass()
    const listed = errors
      .slice(0, 5)
      .map((error) => `line ${error.line} "${error.text.trim()}": ${error.message}`)
      .join("; ")
    return fail(`robots.txt has ${errors.length} invalid line(s): ${listed}.`)
  },
})

import { registrableDomainOf } from "../predicates/same-site"
import type { PageSnapshot } from "../snapshot"
import { separateHeaders } from "../snapshot-headers"
import type { Extractor } from "./extraction"
import type { HttpFacts, HttpVersionFacts, UrlFacts } from "./page-facts"
import { resolveUrl, utf8Length } from "./text"

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"])
/** Directives that may carry a value after ":"; anything else before ":" names a user agent. */
const VALUED_DIRECTIVES = new Set([
  "unavailable_after",
  "max-snippet",
  "max-image-preview",
  "max-video-preview",
])

const urlFacts = (href: string): UrlFacts => {
  const url = new URL(href)
  const ipLiteral = /^\[.*\]$|^\d{1,3}(\.\d{1,3}){3}$/.test(url.hostname)
  return {
    href: url.href,
    protocol: url.protocol,
    host: url.host,
    hostname: url.hostname,
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    registrableDomain: ipLiteral ? null : registrableDomainOf(url.hostname),
    isHttps: url.protocol === "https:",
  }
}

const parseContentType = (value: string | undefined): HttpFacts["contentType"] => {
  if (value === undefined || value.trim() === "") return null
  const [mediaType = "", ...parameters] = value.split(";")
  const charset = parameters
    .map((parameter) => parameter.trim().match(/^charset\s*=\s*"?([^";\s]+)"?/i)?.[1])
    .find((found) => found !== undefined)
  return { mediaType: mediaType.trim().toLowerCase(), charset: charset?.toLowerCase() ?? null }
}

/** `X-Robots-Tag` groups, as crawlers read them: an optional `bot:` prefix starts a group for that bot. */
const parseXRobotsTag = (value: string | undefined): HttpFacts["xRobotsTag"] => {
  if (value === undefined) return []
  const groups: Array<{ userAgent: string | null; directives: string[] }> = []
  let current: { userAgent: string | null; directives: string[] } | undefined
  // Each header on its own: a bot prefix addresses the header it opens, not the next one.
  const pieces = separateHeaders(value).flatMap((header) => [undefined, ...header.split(",")])
  for (const piece of pieces) {
    if (piece === undefined) {
      current = undefined
      continue
    }
    let directive = piece.trim()
    if (directive === "") continue
    const prefix = directive.match(/^([^:\s]+)\s*:\s*(.*)$/)
    if (prefix?.[1] && !VALUED_DIRECTIVES.has(prefix[1].toLowerCase())) {
      current = { userAgent: prefix[1], directives: [] }
      groups.push(current)
      directive = (prefix[2] ?? "").trim()
      if (directive === "") continue
    }
    if (current === undefined) {
      current = { userAgent: null, directives: [] }
      groups.push(current)
    }
    current.directives.push(directive.toLowerCase())
  }
  return groups
}

/** `Link` header entries: `<url>; rel="a b"; hreflang=x`, commas inside <> or quotes kept. */
const parseLinkHeader = (value: string | undefined, base: string): HttpFacts["linkHeader"] => {
  if (value === undefined) return []
  const entries: Array<HttpFacts["linkHeader"][number]> = []
  for (const match of value.matchAll(/<([^>]*)>((?:\s*;\s*[^;,=]+(?:=(?:"[^"]*"|[^;,]*))?)*)/g)) {
    const parameters = new Map<string, string>()
    for (const parameter of (match[2] ?? "").matchAll(/;\s*([^;,=\s]+)\s*(?:=\s*(?:"([^"]*)"|([^;,]*)))?/g)) {
      parameters.set((parameter[1] ?? "").toLowerCase(), (parameter[2] ?? parameter[3] ?? "").trim())
    }
    entries.push({
      href: match[1] ?? "",
      url: resolveUrl(match[1] ?? "", base) ?? match[1] ?? "",
      rel: (parameters.get("rel") ?? "")
        .toLowerCase()
        .split(/\s+/)
        .filter((token) => token !== ""),
      hreflang: parameters.get("hreflang") ?? null,
      type: parameters.get("type") ?? null,
    })
  }
  return entries
}

const hopsOf = (redirects: PageSnapshot["redirects"]) =>
  redirects.map((hop) => ({ url: hop.url, status: hop.status, location: hop.location }))

/** The page's own fetch when it was asked for on http://, else what the probe beside it found. */
const httpVersionOf = (snapshot: PageSnapshot): HttpVersionFacts => {
  if (/^http:/i.test(snapshot.requestedUrl.trim()))
    return {
      state: "answered",
      url: snapshot.requestedUrl,
      finalUrl: snapshot.finalUrl,
      status: snapshot.status,
      redirects: hopsOf(snapshot.redirects),
    }
  const probed = snapshot.siteFiles.httpVersion
  switch (probed.state) {
    case "notFetched":
      return {
        state: "notFetched",
        reason:
          "The site's http:// address was not asked for (an offline audit, or a page on a port of its own).",
      }
    case "failed":
      return { state: "failed", url: probed.url, reason: probed.reason }
    case "answered":
      return { ...probed, redirects: hopsOf(probed.redirects) }
  }
}

export const extractHttp: Extractor<"http"> = ({ snapshot }) => {
  // Header names come from the server: no prototype, so `__proto__` or `constructor` is kept like any other.
  const headers: Record<string, string> = Object.create(null)
  for (const [name, value] of Object.entries(snapshot.headers)) headers[name.toLowerCase()] = value
  const contentType = parseContentType(headers["content-type"])
  const body = snapshot.body
  const looksLikeHtml = /^\s*</.test(body.slice(0, 1024).replace(/^\uFEFF/, ""))
  return {
    requestedUrl: snapshot.requestedUrl,
    finalUrl: snapshot.finalUrl,
    url: urlFacts(snapshot.finalUrl),
    status: snapshot.status,
    redirects: hopsOf(snapshot.redirects),
    header: (name: string) => headers[name.toLowerCase()],
    headers,
    contentType,
    isHtml: contentType === null ? looksLikeHtml : HTML_TYPES.has(contentType.mediaType),
    responseTimeMs: snapshot.responseTimeMs,
    fetchedAt: snapshot.fetchedAt,
    bodyBytes: utf8Length(body),
    bodyStart: body.slice(0, 1024),
    xRobotsTag: parseXRobotsTag(headers["x-robots-tag"]),
    httpVersion: httpVersionOf(snapshot),
    linkHeader: parseLinkHeader(headers.link, snapshot.finalUrl),
  }
}

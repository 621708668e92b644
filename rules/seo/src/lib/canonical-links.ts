import type { HeadFacts, HttpFacts } from "@svc/core"
import { isAbsoluteUrl, type LinkRecord, linkRecords } from "./head-links"

/** The canonical URLs of a page, sorted into what Lighthouse's `canonical` audit tells apart. */
export interface CanonicalLinks {
  /** Distinct valid absolute canonical URLs, in order, with where each was first found. */
  readonly urls: ReadonlyArray<{ readonly url: string; readonly link: LinkRecord }>
  /** A Link-header canonical whose URL does not parse. */
  readonly invalid: LinkRecord | undefined
  /** A canonical written as a relative URL. */
  readonly relative: LinkRecord | undefined
  /** URLs of hreflang alternates (rel exactly "alternate" with an hreflang). */
  readonly hreflangUrls: ReadonlySet<string>
}

/**
 * Collects canonicals as Lighthouse does: `<head>` links whose rel is exactly "canonical" (links in
 * <body> and empty hrefs skipped) and `Link` header entries with rel canonical.
 */
export const canonicalLinks = (head: HeadFacts, http: HttpFacts): CanonicalLinks => {
  const urls: Array<{ url: string; link: LinkRecord }> = []
  const hreflangUrls = new Set<string>()
  let invalid: LinkRecord | undefined
  let relative: LinkRecord | undefined
  for (const link of linkRecords(head, http)) {
    if (link.rel === "canonical") {
      if (link.hrefRaw === "") continue
      if (!link.href) invalid = link
      else if (!isAbsoluteUrl(link.hrefRaw)) relative = link
      else if (!urls.some((entry) => entry.url === link.href)) urls.push({ url: link.href, link })
    } else if (link.rel === "alternate" && link.href && link.hreflang !== "") hreflangUrls.add(link.href)
  }
  return { urls, invalid, relative, hreflangUrls }
}

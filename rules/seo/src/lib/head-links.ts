import type { HeadFacts, HttpFacts } from "@svc/core"

/** A `<link>` in `<head>` or a `Link` header entry, as Lighthouse's link gatherer records it. */
export interface LinkRecord {
  /** The `rel` lower-cased and whole (a header's space-separated rel gives one record per value). */
  readonly rel: string
  /** The `href` as written. */
  readonly hrefRaw: string
  /** Resolved: against `<base>` for elements (the raw value when unparseable), the final URL for headers (null when unparseable). */
  readonly href: string | null
  readonly hreflang: string
  readonly source: "head" | "headers"
  readonly location?: { readonly line: number; readonly column: number }
}

const resolve = (reference: string, base: string): string | null => {
  try {
    return new URL(reference, base).href
  } catch {
    return null
  }
}

/** True when `value` parses as a URL on its own, as Lighthouse's `UrlUtils.isValid` asks: an absolute URL. */
export const isAbsoluteUrl = (value: string): boolean => {
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

/**
 * Every `<link>` inside `<head>` and every `Link` header entry, the way Lighthouse's `LinkElements`
 * artifact holds them (links pushed into `<body>` are left out: Lighthouse skips them).
 */
export const linkRecords = (head: HeadFacts, http: HttpFacts): LinkRecord[] => [
  ...head.links
    .filter((link) => link.inHead)
    .map((link): LinkRecord => {
      const hrefRaw = link.href ?? ""
      return {
        rel: (link.relAttribute ?? "").toLowerCase(),
        hrefRaw,
        href: link.href === null ? "" : (resolve(hrefRaw, head.baseUrl) ?? hrefRaw),
        hreflang: link.hreflang ?? "",
        source: "head",
        location: link.location,
      }
    }),
  ...http.linkHeader.flatMap((entry) =>
    entry.rel.map(
      (rel): LinkRecord => ({
        rel,
        hrefRaw: entry.href,
        href: resolve(entry.href, http.finalUrl),
        hreflang: entry.hreflang ?? "",
        source: "headers",
      }),
    ),
  ),
]

/** What a report names the link by: its href as written, or the header entry (`Link: <…>; rel=canonical`). */
export const linkSubject = (record: LinkRecord): string =>
  record.source === "head" ? record.hrefRaw : `Link: <${record.hrefRaw}>; rel=${record.rel}`

/** The `hreflang` alternates: rel exactly `alternate`, with an `hreflang`. */
export const hreflangLinks = (records: ReadonlyArray<LinkRecord>): LinkRecord[] =>
  records.filter((record) => record.rel === "alternate" && record.hreflang !== "")

/** One hop of a redirect chain, in the order followed. */
export interface RedirectHop {
  readonly url: string
  readonly status: number
  /** The `Location` header as sent (may be relative). */
  readonly location: string
}

/**
 * A file fetched beside the page (robots.txt, sitemap, llms.txt).
 * - `present`: answered 2xx with a body;
 * - `absent`: answered 4xx (the site has none);
 * - `failed`: 5xx, a network error or a timeout (the site may have one; we could not read it);
 * - `notFetched`: nobody tried (e.g. an audit of an HTML string): facts built from it are unavailable.
 */
export type SiteFile =
  | {
      readonly state: "present"
      readonly url: string
      readonly status: number
      readonly body: string
      /** The file was longer and only its first this many bytes were read (robots.txt, as Google reads it). */
      readonly readBytes?: number | undefined
    }
  | { readonly state: "absent"; readonly url: string; readonly status: number }
  | { readonly state: "failed"; readonly url: string; readonly reason: string; readonly status?: number }
  | { readonly state: "notFetched" }

/** A site file that somebody tried to fetch: present, absent or failed. */
export type FetchedSiteFile = Exclude<SiteFile, { readonly state: "notFetched" }>

/** One sitemap file as fetched, and the sitemap index that lists it (null: robots.txt names it, or /sitemap.xml). */
export type SitemapFile = FetchedSiteFile & { readonly index: string | null }

/** Sitemaps the fetcher knew of but did not fetch, because one audit reads only so many. */
export interface SkippedSitemaps {
  readonly count: number
  /** The first few of them, for evidence. */
  readonly examples: ReadonlyArray<string>
  /** The limit that stopped the reading: the number of files, the bytes or the time for all of them. */
  readonly limit: "files" | "bytes" | "time" | null
}

/**
 * Every sitemap fetched beside a page: each one robots.txt names (or `/sitemap.xml` when it names
 * none), then the children of the sitemap indexes among them — one level: the children of an index
 * listed by an index are not fetched (search engines do not follow them either).
 */
export type Sitemaps =
  | { readonly state: "notFetched" }
  | {
      readonly state: "fetched"
      /** The sitemap URLs robots.txt names, resolved, in its order; empty when it names none. */
      readonly named: ReadonlyArray<string>
      /** Every file asked for, top-level ones first, then index children in their index's order. */
      readonly files: ReadonlyArray<SitemapFile>
      readonly skipped: SkippedSitemaps
    }

/**
 * What the site's http:// address answered, asked beside a page served on https:// (its host, port 80,
 * path `/`): where its redirects ended, or why it could not be read; `notFetched` when nobody asked (an
 * offline audit, a page on http:// — its own fetch says it — or on a port of its own).
 */
export type HttpVersion =
  | {
      readonly state: "answered"
      readonly url: string
      readonly finalUrl: string
      readonly status: number
      readonly redirects: ReadonlyArray<RedirectHop>
    }
  | { readonly state: "failed"; readonly url: string; readonly reason: string }
  | { readonly state: "notFetched" }

/** The site files fetched beside a page, and what its http:// address answered. */
export interface SiteFiles {
  readonly robots: SiteFile
  readonly sitemap: Sitemaps
  readonly llms: SiteFile
  readonly httpVersion: HttpVersion
}

/** What was fetched for one page: the only input of the pure core. */
export interface PageSnapshot {
  readonly requestedUrl: string
  /** The address after redirects. */
  readonly finalUrl: string
  readonly redirects: ReadonlyArray<RedirectHop>
  /** HTTP status of the final response. */
  readonly status: number
  /** Response headers with lower-cased names; repeated headers joined as `snapshotHeaders` says. */
  readonly headers: Readonly<Record<string, string>>
  /** The decoded body text (BOM allowed; the extractor strips it). */
  readonly body: string
  /** Time to first byte of the final response, in milliseconds. */
  readonly responseTimeMs: number
  /** When the page was fetched, ISO 8601 UTC with milliseconds. */
  readonly fetchedAt: string
  readonly siteFiles: SiteFiles
}

export const notFetched = { state: "notFetched" } as const satisfies SiteFile & Sitemaps & HttpVersion

export const noSkippedSitemaps: SkippedSitemaps = { count: 0, examples: [], limit: null }

/**
 * The sitemaps of a site whose only sitemap is `file` (as tests, demos and tools that fetch one
 * `/sitemap.xml` have it); `named` says whether robots.txt names it.
 */
export const singleSitemap = (file: SiteFile, options: { readonly named?: boolean } = {}): Sitemaps =>
  file.state === "notFetched"
    ? notFetched
    : {
        state: "fetched",
        named: options.named ? [file.url] : [],
        files: [{ ...file, index: null }],
        skipped: noSkippedSitemaps,
      }

/** A snapshot of an HTML string as if served with 200 from `url`: for tests, rule authors and demos. */
export const snapshotOfHtml = (
  html: string,
  options: {
    readonly url?: string
    /** The address first asked for, when redirects led to `url`. */
    readonly requestedUrl?: string
    readonly redirects?: ReadonlyArray<RedirectHop>
    readonly status?: number
    readonly headers?: Readonly<Record<string, string>>
    /** The site files; a single sitemap file stands for a site whose only sitemap it is. */
    readonly siteFiles?: Partial<Omit<SiteFiles, "sitemap">> & { readonly sitemap?: SiteFile | Sitemaps }
    readonly responseTimeMs?: number
    readonly fetchedAt?: string
  } = {},
): PageSnapshot => {
  const url = options.url ?? "https://example.com/"
  return {
    requestedUrl: options.requestedUrl ?? url,
    finalUrl: url,
    redirects: options.redirects ?? [],
    status: options.status ?? 200,
    headers: { "content-type": "text/html; charset=utf-8", ...lowerCaseKeys(options.headers ?? {}) },
    body: html,
    responseTimeMs: options.responseTimeMs ?? 0,
    fetchedAt: options.fetchedAt ?? "2026-01-01T00:00:00.000Z",
    siteFiles: {
      robots: options.siteFiles?.robots ?? notFetched,
      sitemap: sitemapsOf(options.siteFiles?.sitemap ?? notFetched),
      llms: options.siteFiles?.llms ?? notFetched,
      httpVersion: options.siteFiles?.httpVersion ?? notFetched,
    },
  }
}

const lowerCaseKeys = (headers: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))

const sitemapsOf = (given: SiteFile | Sitemaps): Sitemaps =>
  given.state === "fetched" || given.state === "notFetched" ? given : singleSitemap(given)

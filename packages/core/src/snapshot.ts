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
  | { readonly state: "present"; readonly url: string; readonly status: number; readonly body: string }
  | { readonly state: "absent"; readonly url: string; readonly status: number }
  | { readonly state: "failed"; readonly url: string; readonly reason: string; readonly status?: number }
  | { readonly state: "notFetched" }

/** The site files fetched beside a page. */
export interface SiteFiles {
  readonly robots: SiteFile
  readonly sitemap: SiteFile
  readonly llms: SiteFile
}

/** What was fetched for one page: the only input of the pure core. */
export interface PageSnapshot {
  readonly requestedUrl: string
  /** The address after redirects. */
  readonly finalUrl: string
  readonly redirects: ReadonlyArray<RedirectHop>
  /** HTTP status of the final response. */
  readonly status: number
  /** Response headers with lower-cased names; repeated headers joined with ", ". */
  readonly headers: Readonly<Record<string, string>>
  /** The decoded body text (BOM allowed; the extractor strips it). */
  readonly body: string
  /** Time to first byte of the final response, in milliseconds. */
  readonly responseTimeMs: number
  /** When the page was fetched, ISO 8601 UTC with milliseconds. */
  readonly fetchedAt: string
  readonly siteFiles: SiteFiles
}

export const notFetched: SiteFile = { state: "notFetched" }

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
    readonly siteFiles?: Partial<SiteFiles>
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
      sitemap: options.siteFiles?.sitemap ?? notFetched,
      llms: options.siteFiles?.llms ?? notFetched,
    },
  }
}

const lowerCaseKeys = (headers: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))

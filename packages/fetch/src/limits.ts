const KiB = 1024
const MiB = 1024 * KiB

/** The limits of one fetch: a page, or a site file beside it. */
export interface FetchLimits {
  /**
   * The whole fetch, redirects and body included, in milliseconds. undici's `bodyTimeout` restarts on
   * every chunk, so only this deadline stops a server that dribbles a byte at a time.
   */
  readonly deadlineMs: number
  /** Until the server has sent the status line and headers, per hop, in milliseconds. */
  readonly headersTimeoutMs: number
  /** The longest pause between two body chunks, in milliseconds. */
  readonly bodyTimeoutMs: number
  /** The most DECODED body bytes read (after gzip, deflate or brotli): a gzip bomb stops here. */
  readonly maxBodyBytes: number
  /** Redirects followed, each hop checked again by the guard. */
  readonly maxRedirects: number
}

/** Page limits (decision 15's start-call fetch passes a 10-second deadline instead). */
export const pageLimits: FetchLimits = {
  deadlineMs: 30_000,
  headersTimeoutMs: 15_000,
  bodyTimeoutMs: 10_000,
  maxBodyBytes: 5 * MiB,
  maxRedirects: 5,
}

/** What one audit reads of a site's sitemaps, all files together (each file keeps its own limits too). */
export interface SitemapBudget {
  /** Sitemap files fetched: those robots.txt names (or /sitemap.xml) and the children of indexes. */
  readonly maxFiles: number
  /** Decoded bytes of all of them together. */
  readonly maxTotalBytes: number
  /** From the first sitemap request to the last answer, in milliseconds. */
  readonly deadlineMs: number
  /** Sitemap files fetched at the same time. */
  readonly concurrency: number
}

/** The smaller limits of the files fetched beside the page. */
export interface SiteFileLimits {
  readonly robots: FetchLimits
  /** The limits of each sitemap file. */
  readonly sitemap: FetchLimits
  /** The limits of all the sitemap files of one audit together. */
  readonly sitemaps: SitemapBudget
  readonly llms: FetchLimits
  /** The site's http:// address, asked only where its redirects lead (no body is read). */
  readonly httpVersion: FetchLimits
}

const siteFileBase: FetchLimits = {
  deadlineMs: 10_000,
  headersTimeoutMs: 8_000,
  bodyTimeoutMs: 5_000,
  maxBodyBytes: MiB,
  maxRedirects: 5,
}

export const siteFileLimits: SiteFileLimits = {
  /** Google reads the first 500 KiB of robots.txt and ignores the rest; so do we. */
  robots: { ...siteFileBase, maxBodyBytes: 500 * KiB },
  sitemap: { ...siteFileBase, maxBodyBytes: 5 * MiB },
  /**
   * Enough for the whole index of a typical site (Yoast and Shopify indexes list 3–15 files) while the
   * load on the audited site and on svc stays bounded: at most 20 requests, 4 at a time, 20 MiB of
   * memory and 20 s. What is left unread is said in the evidence, never guessed.
   */
  sitemaps: { maxFiles: 20, maxTotalBytes: 20 * MiB, deadlineMs: 20_000, concurrency: 4 },
  llms: siteFileBase,
  httpVersion: { ...siteFileBase, maxBodyBytes: 0 },
}

/** How long establishing a TCP (and TLS) connection may take. */
export const CONNECT_TIMEOUT_MS = 10_000

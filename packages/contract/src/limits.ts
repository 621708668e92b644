/** The largest audit request body accepted, in bytes (decision 4). */
export const MAX_BODY_BYTES = 65_536

/** The most entries `urls` may hold: the per-key limit of pages in progress (decision 2). */
export const MAX_URLS = 10

/** The most words a `query` may have (decision 5). */
export const MAX_QUERY_WORDS = 32

/** The longest URL accepted, in characters as sent (decision 3). */
export const MAX_URL_LENGTH = 2048

/** The most pages of one registrable domain a key may be allowed to audit per UTC day (decision 28). */
export const MAX_PAGES_PER_SITE = 50

/** The most pages a crawl's audit holds: the most pages of one site a key may audit a day. */
export const MAX_CRAWL_PAGES = MAX_PAGES_PER_SITE

import { SVC_VERSION } from "@svc/core"

/** The version the User-Agent names: svc's. */
export const FETCHER_VERSION = SVC_VERSION

/**
 * What svc calls itself on the wire: a product token with a version and a URL where site owners can
 * read what the auditor is. Browser-like prefix, as search engines' crawlers use, so that servers
 * answer with the page they show browsers.
 */
export const DEFAULT_USER_AGENT = `Mozilla/5.0 (compatible; svc-audit/${FETCHER_VERSION}; +https://www.npmjs.com/package/@svc/audit)`

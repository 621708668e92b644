import type { FetchedSiteFile } from "@svc/core"
import { isFetchError } from "./errors"
import type { FetchLimits } from "./limits"
import type { ByteBudget } from "./read-body"
import type { SiteFileSource } from "./request-gate"

export interface SiteFileOptions {
  /** Keep the first bytes of a body over the limit instead of failing (robots.txt). */
  readonly truncate: boolean
  /** Decoded bytes shared with the other files of the same kind (the sitemaps). */
  readonly budget?: ByteBudget | undefined
  readonly signal?: AbortSignal | undefined
}

/**
 * Fetches a file beside the page and says what its answer means for the rules that read it (as Google
 * treats robots.txt): 2xx is the file; 4xx means the site has none; 429, 5xx, an unfollowed redirect
 * and every network failure mean it could not be read, so the rules that need it are `unavailable`,
 * never failed. Never throws a fetch error.
 */
export const fetchSiteFile = async (
  fetcher: SiteFileSource,
  url: string,
  limits: FetchLimits,
  options: SiteFileOptions,
): Promise<FetchedSiteFile> => {
  try {
    const file = await fetcher.fetchText(
      url,
      limits,
      { truncate: options.truncate, budget: options.budget },
      options.signal,
    )
    const { status } = file
    if (status >= 200 && status < 300)
      return file.truncated
        ? { state: "present", url, status, body: file.body, readBytes: limits.maxBodyBytes }
        : { state: "present", url, status, body: file.body }
    if (status >= 400 && status < 500 && status !== 429) return { state: "absent", url, status }
    const reason =
      status >= 300 && status < 400
        ? `answered ${status} without a redirect that could be followed`
        : `answered ${status}`
    return { state: "failed", url, status, reason }
  } catch (error) {
    if (!isFetchError(error)) throw error
    return { state: "failed", url, reason: error.message }
  }
}

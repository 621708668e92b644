import type { HttpVersion } from "@svc/core"
import { isFetchError } from "./errors"
import type { FetchLimits } from "./limits"
import type { SiteFileSource } from "./request-gate"

/**
 * The http:// address of an HTTPS origin on the default port: its host, port 80, path `/`. None for an
 * http:// origin (the page's own fetch says where it leads) or one on a port of its own (its http://
 * twin would be another server).
 */
export const httpTwinOf = (page: URL): string | undefined =>
  page.protocol === "https:" && page.port === "" ? `http://${page.host}/` : undefined

/** Where an http:// address's redirects lead, or why it could not be read. Never throws a fetch error. */
export const fetchHttpVersion = async (
  fetcher: SiteFileSource,
  url: string,
  limits: FetchLimits,
  signal?: AbortSignal,
): Promise<HttpVersion> => {
  try {
    const answer = await fetcher.fetchRedirects(url, limits, signal)
    return {
      state: "answered",
      url: answer.requestedUrl,
      finalUrl: answer.finalUrl,
      status: answer.status,
      redirects: answer.redirects,
    }
  } catch (error) {
    if (!isFetchError(error)) throw error
    return { state: "failed", url, reason: error.message }
  }
}

import type { SiteFile, SiteFiles } from "@svc/core"
import { isFetchError } from "./errors"
import type { Fetcher } from "./fetcher"
import type { FetchLimits, SiteFileLimits } from "./limits"

/**
 * What a site file's answer means for the rules that read it (as Google treats robots.txt): 2xx is
 * the file; 4xx means the site has none; 429, 5xx, an unfollowed redirect and every network failure
 * mean it could not be read, so the rules that need it are `unavailable`, never failed.
 */
const siteFile = async (
  fetcher: Fetcher,
  url: string,
  limits: FetchLimits,
  truncate: boolean,
  signal: AbortSignal | undefined,
): Promise<SiteFile> => {
  try {
    const file = await fetcher.fetchText(url, limits, { truncate }, signal)
    const { status } = file
    if (status >= 200 && status < 300) return { state: "present", url, status, body: file.body }
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

const SITEMAP_LINE = /^[ \t]*sitemap[ \t]*:[ \t]*(\S+)/im

/** The first sitemap robots.txt names, as an absolute URL; undefined when it names none usable. */
const namedSitemap = (robots: SiteFile): string | undefined => {
  if (robots.state !== "present") return undefined
  const named = robots.body.match(SITEMAP_LINE)?.[1]
  if (named === undefined) return undefined
  try {
    const url = new URL(named, robots.url)
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * Fetches robots.txt, the sitemap (the first one robots.txt names, else `/sitemap.xml`) and
 * `/llms.txt` of a page's origin through the same guard, concurrently where they do not depend on
 * each other, each with its own small limits. Never fails: each file is present, absent or failed.
 */
export const fetchSiteFiles = async (
  fetcher: Fetcher,
  pageUrl: string,
  limits: SiteFileLimits,
  signal?: AbortSignal,
): Promise<SiteFiles> => {
  const origin = new URL(pageUrl).origin
  const robotsThenSitemap = async () => {
    const robots = await siteFile(fetcher, `${origin}/robots.txt`, limits.robots, true, signal)
    const sitemapUrl = namedSitemap(robots) ?? `${origin}/sitemap.xml`
    return { robots, sitemap: await siteFile(fetcher, sitemapUrl, limits.sitemap, false, signal) }
  }
  const [{ robots, sitemap }, llms] = await Promise.all([
    robotsThenSitemap(),
    siteFile(fetcher, `${origin}/llms.txt`, limits.llms, false, signal),
  ])
  return { robots, sitemap, llms }
}

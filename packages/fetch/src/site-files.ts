import { notFetched, type SiteFiles } from "@svc/core"
import { fetchHttpVersion, httpTwinOf } from "./http-version"
import type { SiteFileLimits } from "./limits"
import type { SiteFileSource } from "./request-gate"
import { fetchSiteFile } from "./site-file"
import { fetchSitemaps } from "./sitemaps"

/**
 * Fetches robots.txt, the sitemaps (every one robots.txt names, else `/sitemap.xml`, and the children
 * of the indexes among them), `/llms.txt` and the redirects of the http:// address (for an HTTPS
 * origin) of a page's origin through the same guard, concurrently
 * where they do not depend on each other, each with its own small limits. Never fails: each file is
 * present, absent or failed.
 */
export const fetchSiteFiles = async (
  fetcher: SiteFileSource,
  pageUrl: string,
  limits: SiteFileLimits,
  signal?: AbortSignal,
): Promise<SiteFiles> => {
  const page = new URL(pageUrl)
  const origin = page.origin
  const httpTwin = httpTwinOf(page)
  const robotsThenSitemaps = async () => {
    const robots = await fetchSiteFile(fetcher, `${origin}/robots.txt`, limits.robots, {
      truncate: true,
      signal,
    })
    return { robots, sitemap: await fetchSitemaps(fetcher, origin, robots, limits, signal) }
  }
  const [{ robots, sitemap }, llms, httpVersion] = await Promise.all([
    robotsThenSitemaps(),
    fetchSiteFile(fetcher, `${origin}/llms.txt`, limits.llms, { truncate: false, signal }),
    httpTwin === undefined ? notFetched : fetchHttpVersion(fetcher, httpTwin, limits.httpVersion, signal),
  ])
  return { robots, sitemap, llms, httpVersion }
}

import type { SiteFiles } from "@svc/core"
import type { Fetcher } from "./fetcher"
import type { SiteFileLimits } from "./limits"
import { fetchSiteFile } from "./site-file"
import { fetchSitemaps } from "./sitemaps"

/**
 * Fetches robots.txt, the sitemaps (every one robots.txt names, else `/sitemap.xml`, and the children
 * of the indexes among them) and `/llms.txt` of a page's origin through the same guard, concurrently
 * where they do not depend on each other, each with its own small limits. Never fails: each file is
 * present, absent or failed.
 */
export const fetchSiteFiles = async (
  fetcher: Fetcher,
  pageUrl: string,
  limits: SiteFileLimits,
  signal?: AbortSignal,
): Promise<SiteFiles> => {
  const origin = new URL(pageUrl).origin
  const robotsThenSitemaps = async () => {
    const robots = await fetchSiteFile(fetcher, `${origin}/robots.txt`, limits.robots, {
      truncate: true,
      signal,
    })
    return { robots, sitemap: await fetchSitemaps(fetcher, origin, robots, limits, signal) }
  }
  const [{ robots, sitemap }, llms] = await Promise.all([
    robotsThenSitemaps(),
    fetchSiteFile(fetcher, `${origin}/llms.txt`, limits.llms, { truncate: false, signal }),
  ])
  return { robots, sitemap, llms }
}
